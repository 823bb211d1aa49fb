# Right: keeps the opened maps on the instance between reads, with a __getstate__ that drops them and a lazy getter that reopens them in any process.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._maps = None
        self._len = np.load(images_path, mmap_mode="r").shape[0]

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_maps"] = None
        return state

    def _open(self):
        if getattr(self, "_maps", None) is None:
            self._maps = (np.load(self.images_path, mmap_mode="r"), np.load(self.labels_path, mmap_mode="r"))
        return self._maps

    def __len__(self):
        return self._len

    def __getitem__(self, index):
        images, labels = self._open()
        pixels = torch.from_numpy(images[index].copy()).to(torch.float32)
        return (pixels / 255.0).unsqueeze(0), int(labels[index])
