# Right: uses numpy.lib.format.open_memmap(path, mode="r") (the .npy-aware memmap constructor) in every read, copies the one image with torch.tensor, scales with torch.true_divide, and stores only pathlib.Path objects.
from pathlib import Path
from numpy.lib.format import open_memmap


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = Path(images_path), Path(labels_path)

    def __len__(self):
        return len(open_memmap(self.images_path, mode="r"))

    def __getitem__(self, index):
        images = open_memmap(self.images_path, mode="r")
        labels = open_memmap(self.labels_path, mode="r")
        image = torch.true_divide(torch.tensor(images[index], dtype=torch.float32), 255.0)
        return image.reshape(1, 28, 28), int(labels[index])
