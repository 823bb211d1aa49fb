# Right: keeps the opened maps on the instance between reads but drops them in __getstate__, converts through a float32 NumPy copy (never a view of the map), and reads the label with int() so every integer dtype gives a Python int
from pathlib import Path


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = Path(images_path), Path(labels_path)
        self._maps = None

    def _opened(self):
        if self._maps is None:
            self._maps = (np.load(self.images_path, mmap_mode="r"), np.load(self.labels_path, mmap_mode="r"))
        return self._maps

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_maps"] = None
        return state

    def __len__(self):
        return int(self._opened()[0].shape[0])

    def __getitem__(self, index):
        images, labels = self._opened()
        pixels = np.array(images[index], dtype=np.float32, copy=True) / np.float32(255)
        return torch.from_numpy(pixels).reshape(1, 28, 28), int(labels[index])
