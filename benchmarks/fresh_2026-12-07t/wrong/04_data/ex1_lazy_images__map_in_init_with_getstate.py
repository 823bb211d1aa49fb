# Mistake: "store the paths, and open the files with np.load(..., mmap_mode="r") when an item is read" / "opened the same way when an item is read": the maps are opened in __init__ (a __getstate__ only hides them from pickle), so the data set holds the maps from construction on, and an unpickled copy has none until it reopens them.
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
