# Right: keeps the opened maps on the instance between reads, with a __getstate__ that replaces them by None (so copies reopen lazily), and converts in NumPy float32 before torch.from_numpy
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path
        self._images = None
        self._labels = None

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_images"] = None
        state["_labels"] = None
        return state

    def _maps(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        return self._images, self._labels

    def __len__(self):
        return len(self._maps()[0])

    def __getitem__(self, index):
        images, labels = self._maps()
        pixels = np.array(images[index], dtype=np.float32) / np.float32(255)   # a new float32 array
        return torch.from_numpy(pixels)[None], int(labels[index])
