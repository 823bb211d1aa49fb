# Mistake: "`image` a `float32` tensor ..." with "a caller whose default dtype is float64": converts with torch.get_default_dtype(), so under torch.set_default_dtype(torch.float64) the image comes back float64.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self.n = len(np.load(self.images_path, mmap_mode="r"))

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(np.array(images[index]), dtype=torch.get_default_dtype()) / 255
        return image.unsqueeze(0), int(labels[index])
