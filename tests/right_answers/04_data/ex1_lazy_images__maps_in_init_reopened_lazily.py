# Maps opened in __init__, dropped by __getstate__ and opened again on the next read (fresh answers t: right by the reworded prompt, which allows maps opened in __init__ when a __getstate__ drops them).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._images = np.load(self.images_path, mmap_mode="r")
        self._labels = np.load(self.labels_path, mmap_mode="r")

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_images"] = state["_labels"] = None
        return state

    def __len__(self):
        self._open()
        return len(self._images)

    def _open(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")

    def __getitem__(self, index):
        self._open()
        image = torch.tensor(self._images[index], dtype=torch.float32).div(255).unsqueeze(0)
        return image, int(self._labels[index])
