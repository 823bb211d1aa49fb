# Mistake: "read every item of a pickled and unpickled copy" with "a `__getstate__` that drops them" — __getstate__ deletes the cached-map attributes, so an unpickled copy has no `_images` attribute and its first ds[i] raises AttributeError.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._images = self._labels = None
        self.n = np.load(images_path, mmap_mode="r").shape[0]

    def __getstate__(self):
        state = self.__dict__.copy()
        del state["_images"], state["_labels"]
        return state

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(self._images[index], dtype=torch.float32).div(255).unsqueeze(0)
        return image, int(self._labels[index])
