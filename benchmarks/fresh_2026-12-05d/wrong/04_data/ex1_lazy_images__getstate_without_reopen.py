# Mistake: "If you would rather keep the opened maps between reads, you must also add a `__getstate__` that drops them from what gets pickled" — the maps are dropped from the pickle, but the unpickled copy has no `_images` attribute at all, so reading any item of a pickled and unpickled copy raises AttributeError.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._images = None
        self._labels = None

    def __getstate__(self):
        state = dict(self.__dict__)
        state.pop("_images")
        state.pop("_labels")
        return state

    def _maps(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        return self._images, self._labels

    def __len__(self):
        return len(self._maps()[1])

    def __getitem__(self, index):
        images, labels = self._maps()
        image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
        return image, int(labels[index])
