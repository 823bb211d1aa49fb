# Mistake: "`image` a `float32` tensor of shape `(1, 28, 28)`" — returns (28, 28), without the channel dimension
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self.n = np.load(self.labels_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        return torch.from_numpy(images[index] / np.float32(255.0)), int(labels[index])
