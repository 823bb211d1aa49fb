# Mistake: "the returned image must be the caller's own tensor (copy the item out of the map)" — every call writes into one float32 buffer kept on the data set and returns a tensor sharing it, so reading item j silently changes the image returned earlier for item i (and an in-place change by the caller leaks into the buffer).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._n = len(np.load(self.labels_path, mmap_mode="r"))
        self._buf = np.empty((1, 28, 28), dtype=np.float32)   # avoid an allocation per item

    def __len__(self):
        return self._n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        np.divide(images[index], 255, out=self._buf[0], casting="unsafe")
        return torch.from_numpy(self._buf), int(labels[index])
