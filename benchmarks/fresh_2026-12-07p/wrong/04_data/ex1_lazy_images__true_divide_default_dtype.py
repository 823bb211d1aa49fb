# Mistake: "`image` a `float32` tensor" (also "a caller whose default dtype is float64"): dividing the uint8 tensor by 255 gives the default floating dtype, so under torch.set_default_dtype(torch.float64) every image comes back float64.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path

    def __len__(self):
        return len(np.load(self.images_path, mmap_mode="r"))

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].copy()).unsqueeze(0) / 255
        return image, int(labels[index])
