# Right: keeps the opened maps on the data set between reads and drops them in __getstate__ (set back to None, so an unpickled copy reopens them), copying item i with torch.tensor(..., dtype=float32)
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = Path(images_path), Path(labels_path)
        self._images = None
        self._labels = None

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_images"] = state["_labels"] = None
        return state

    def _open(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        return self._images, self._labels

    def __len__(self):
        return self._open()[0].shape[0]

    def __getitem__(self, index):
        images, labels = self._open()
        image = torch.tensor(images[index], dtype=torch.float32).div_(255.0).unsqueeze(0)
        return image, labels[index].item()
