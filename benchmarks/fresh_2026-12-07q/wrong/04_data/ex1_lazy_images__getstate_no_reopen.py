# Mistake: "If you would rather keep the opened maps between reads, you must also add a `__getstate__` that drops them" (and the tests "then read every item of a pickled and unpickled copy") -- __getstate__ keeps only the paths, so the unpickled copy has no _images attribute and its first ds[i] raises AttributeError.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._images = self._labels = None

    def __getstate__(self):
        return {"images_path": self.images_path, "labels_path": self.labels_path}

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(self._images[index], dtype=torch.float32) / 255
        return image.unsqueeze(0), int(self._labels[index])
