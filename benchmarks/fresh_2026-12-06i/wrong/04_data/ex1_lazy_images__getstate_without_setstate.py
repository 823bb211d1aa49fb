# Mistake: "If you would rather keep the opened maps between reads, you must also add a `__getstate__` that drops them from what gets pickled" (and "the tests ... then read every item of a pickled and unpickled copy") — __getstate__ returns only the paths, so the unpickled copy has no _images/_labels attributes at all and its first __getitem__ raises AttributeError.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self.n = np.load(images_path, mmap_mode="r").shape[0]
        self._images = self._labels = None

    def __getstate__(self):
        return {"images_path": self.images_path, "labels_path": self.labels_path, "n": self.n}

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(self._images[index].astype(np.float32)).div_(255).unsqueeze(0)
        return image, int(self._labels[index])
