# Right: keeps the opened maps on the instance between reads, and __getstate__ drops them so the pickle holds only the paths; the unpickled copy reopens them on its first read
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self._maps = None
        self._len = len(np.load(self.labels_path, mmap_mode="r"))

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_maps"] = None
        return state

    def _open(self):
        if self._maps is None:
            self._maps = (np.load(self.images_path, mmap_mode="r"),
                          np.load(self.labels_path, mmap_mode="r"))
        return self._maps

    def __len__(self):
        return self._len

    def __getitem__(self, index):
        images, labels = self._open()
        image = torch.tensor(images[index], dtype=torch.float32) / 255.0
        return image.reshape(1, 28, 28), labels[index].item()
