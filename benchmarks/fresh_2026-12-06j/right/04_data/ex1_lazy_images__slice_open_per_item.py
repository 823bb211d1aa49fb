# Right: stores the paths as os.fspath strings, opens both maps in every __getitem__, takes the item as a one-image slice images[i:i+1] (already (1, 28, 28)) and copies it with torch.tensor(..., dtype=torch.float32); the label through .item().
import os


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = os.fspath(images_path)
        self.labels_path = os.fspath(labels_path)

    def __len__(self):
        return len(np.load(self.images_path, mmap_mode="r"))

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(images[index:index + 1], dtype=torch.float32) / 255.0
        label = labels[index].item()
        return image, int(label)
