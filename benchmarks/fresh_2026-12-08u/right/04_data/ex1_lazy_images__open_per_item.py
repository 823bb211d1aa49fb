# Right: keeps no map at all (only the two paths as str); opens both maps with open_memmap on every read, so no __getstate__ is needed, and builds the image with torch.tensor from a float32 NumPy copy.
import os as _os

class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = _os.fspath(images_path)
        self.labels_path = _os.fspath(labels_path)
        self._n = int(np.lib.format.open_memmap(self.images_path, mode="r").shape[0])

    def __len__(self):
        return self._n

    def __getitem__(self, index):
        images = np.lib.format.open_memmap(self.images_path, mode="r")
        labels = np.lib.format.open_memmap(self.labels_path, mode="r")
        pixels = np.array(images[index], dtype=np.float32)       # a copy, out of the map
        image = torch.tensor(pixels, dtype=torch.float32).div_(255).unsqueeze(0)
        return image, int(labels[index])
