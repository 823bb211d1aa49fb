# Right: opens the maps once at the first read and keeps them on the instance, with __getstate__ dropping them and __setstate__ restoring an unopened state; label via .item().
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._images = self._labels = None
        self._length = len(np.load(images_path, mmap_mode="r"))

    def _open(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_images"] = state["_labels"] = None
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)

    def __len__(self):
        return self._length

    def __getitem__(self, index):
        self._open()
        image = torch.from_numpy(self._images[index].astype(np.float32)) / 255.0
        return image[None], self._labels[index].item()
