# Mistake: "`image` a `float32` tensor": the uint8 tensor is divided by 255 directly, which gives torch's default float dtype, so a caller with torch.set_default_dtype(torch.float64) gets float64 images.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self.length = len(np.load(images_path, mmap_mode="r"))

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].copy()).unsqueeze(0) / 255
        return image, int(labels[index])
