# Right: reads N once in __init__ (the map is opened, its shape kept as an int, the map dropped), opens both maps per item, copies with torch.tensor(..., dtype=float32) and uses `.item()` for the label
from pathlib import Path


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = Path(images_path)
        self.labels_path = Path(labels_path)
        self.length = int(np.load(self.images_path, mmap_mode="r").shape[0])

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(images[index], dtype=torch.float32).div_(255).unsqueeze_(0)
        return image, labels[index].item()
