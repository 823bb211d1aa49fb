# Mistake: "If you would rather keep the opened maps between reads, you must also add a __getstate__ that drops them from what gets pickled": this __getstate__ drops the map attributes entirely instead of setting them to None, so a pickled and unpickled copy has no _images attribute and its first ds[i] raises AttributeError
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._images = self._labels = None

    def _open(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")

    def __getstate__(self):
        return {"images_path": self.images_path, "labels_path": self.labels_path}

    def __len__(self):
        self._open()
        return len(self._images)

    def __getitem__(self, index):
        self._open()
        image = torch.from_numpy(self._images[index].astype(np.float32) / 255).unsqueeze(0)
        return image, int(self._labels[index])
