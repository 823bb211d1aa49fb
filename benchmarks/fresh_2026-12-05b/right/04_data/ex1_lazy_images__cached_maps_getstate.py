# Right: maps opened lazily with np.lib.format.open_memmap and kept, with a __getstate__ that returns a copy of the state without them.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.paths = (str(images_path), str(labels_path))
        self._maps = None
        self._n = np.lib.format.open_memmap(self.paths[0], mode="r").shape[0]

    def _open(self):
        if self._maps is None:
            self._maps = tuple(np.lib.format.open_memmap(p, mode="r") for p in self.paths)
        return self._maps

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_maps"] = None
        return state

    def __len__(self):
        return self._n

    def __getitem__(self, index):
        images, labels = self._open()
        image = torch.tensor(images[index], dtype=torch.float32).div(255).reshape(1, 28, 28)
        return image, int(labels[index].item())
