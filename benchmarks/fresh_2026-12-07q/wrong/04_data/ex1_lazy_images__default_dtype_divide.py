# Mistake: "`image` a `float32` tensor of shape `(1, 28, 28)`" (and "a caller whose default dtype is float64: the result as the reference's") -- dividing the uint8 tensor by 255 gives the *default* float dtype, so under torch.set_default_dtype(torch.float64) the image comes back float64.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = Path(images_path), Path(labels_path)
        self.n = np.load(self.images_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        pixels = torch.from_numpy(np.array(images[index]))   # copy out of the map
        return pixels.unsqueeze(0) / 255, int(labels[index])
