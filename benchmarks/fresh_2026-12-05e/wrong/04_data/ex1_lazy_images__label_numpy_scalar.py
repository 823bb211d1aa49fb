# Mistake: "`label` a Python `int`" — returns the NumPy scalar `labels[index]` (np.int64 / np.uint8 ...), not a Python int, for every labels dtype
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return np.load(self.labels_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
        return image, labels[index]
