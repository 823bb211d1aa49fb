# Right: stores os.fspath of the paths plus N read once from the labels map's header, and copies the item with torch.tensor(..., dtype=torch.float32) before dividing.
import os


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = os.fspath(images_path)
        self.labels_path = os.fspath(labels_path)
        self.n = int(np.load(self.labels_path, mmap_mode="r").shape[0])

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(images[index], dtype=torch.float32) / 255
        return image.unsqueeze(0), labels[index].item()
