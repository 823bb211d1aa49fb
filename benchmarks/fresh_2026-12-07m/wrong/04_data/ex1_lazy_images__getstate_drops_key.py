# Mistake: "If you would rather keep the opened maps between reads, you must also add a `__getstate__` that drops them": this __getstate__ deletes the keys instead of setting them to None, so an unpickled copy has no _images attribute and its first ds[i] raises AttributeError.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._images = self._labels = None

    def __getstate__(self):
        state = self.__dict__.copy()
        del state["_images"], state["_labels"]          # never pickle the maps
        return state

    def _open(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")

    def __len__(self):
        self._open()
        return len(self._labels)

    def __getitem__(self, index):
        self._open()
        image = torch.tensor(self._images[index], dtype=torch.float32).div(255).unsqueeze(0)
        return image, int(self._labels[index])
