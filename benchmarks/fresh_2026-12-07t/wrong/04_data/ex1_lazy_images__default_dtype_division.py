# Mistake: "`image` a `float32` tensor" and "a caller whose default dtype is float64 ...: the result as the reference's": uint8 tensor / 255 promotes to the default dtype, so under torch.set_default_dtype(torch.float64) the image comes back float64.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path

    def __len__(self):
        return len(np.load(self.images_path, mmap_mode="r"))

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(np.array(images[index])).unsqueeze(0) / 255
        return image, int(labels[index])
