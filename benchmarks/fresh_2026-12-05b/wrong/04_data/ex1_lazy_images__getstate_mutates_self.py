# Mistake: "If you would rather keep the opened maps between reads, you must also add a __getstate__ that drops them from what gets pickled" — the __getstate__ pops the maps from the live object's __dict__ but keeps the "opened" flag, so after pickling neither the original nor the copy (a worker's) can read an item.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self.n = np.load(images_path, mmap_mode="r").shape[0]
        self._opened = False

    def __getstate__(self):
        state = self.__dict__
        state.pop("_images", None)
        state.pop("_labels", None)
        return state

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        if not self._opened:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
            self._opened = True
        image = torch.tensor(self._images[index], dtype=torch.float32) / 255
        return image.unsqueeze(0), int(self._labels[index])
