# Mistake: "`image` a `float32` tensor of shape `(1, 28, 28)`" — returns the (28, 28) image without the channel dimension
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return np.load(self.labels_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        return torch.from_numpy(images[index].copy()).float() / 255, int(labels[index])
