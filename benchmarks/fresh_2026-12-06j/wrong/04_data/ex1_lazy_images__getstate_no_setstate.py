# Mistake: "the tests ... then read every item of a pickled and unpickled copy": __getstate__ deletes the cached maps from the pickled state but nothing puts the attributes back, so reading an item of an unpickled copy raises AttributeError ('_images').
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._images = None
        self._labels = None

    def __getstate__(self):
        state = self.__dict__.copy()
        del state["_images"], state["_labels"]       # never pickle the maps
        return state

    def _open(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")

    def __len__(self):
        self._open()
        return self._images.shape[0]

    def __getitem__(self, index):
        self._open()
        image = torch.from_numpy(self._images[index].copy()).float() / 255
        return image.unsqueeze(0), int(self._labels[index])
