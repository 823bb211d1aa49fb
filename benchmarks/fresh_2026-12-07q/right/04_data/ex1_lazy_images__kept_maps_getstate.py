# Right: keeps the maps on the instance after the first read, and a __getstate__ that sets them back to None (so a pickled copy reopens them); the label via int(...).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._maps = None

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_maps"] = None
        return state

    def _open(self):
        if self._maps is None:
            self._maps = (np.load(self.images_path, mmap_mode="r"), np.load(self.labels_path, mmap_mode="r"))
        return self._maps

    def __len__(self):
        return len(self._open()[0])

    def __getitem__(self, index):
        images, labels = self._open()
        pixels = np.array(images[index], dtype=np.float32)   # own copy
        return torch.from_numpy(pixels / np.float32(255)).unsqueeze(0), int(labels[index])
