# Mistake: "`image` a `float32` tensor of shape `(1, 28, 28)` with values in `[0, 1]` (divide by 255)" — converts to float without dividing, values up to 255
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
        image = torch.from_numpy(np.array(images[index])).float().unsqueeze(0)
        return image, int(labels[index])
