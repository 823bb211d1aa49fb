# Right: opens the files with np.lib.format.open_memmap (NumPy's own .npy memmap opener) on first read and keeps the maps on the instance, with a __getstate__ that drops them and a __setstate__ that restores empty slots; copies the item with np.array(..., dtype=float32).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        header = np.lib.format.open_memmap(self.images_path, mode="r")
        self._length = int(header.shape[0])
        del header
        self._maps = None

    def _open(self):
        if self._maps is None:
            self._maps = (np.lib.format.open_memmap(self.images_path, mode="r"),
                          np.lib.format.open_memmap(self.labels_path, mode="r"))
        return self._maps

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_maps"] = None
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._maps = None

    def __len__(self):
        return self._length

    def __getitem__(self, index):
        images, labels = self._open()
        pixels = np.array(images[index], dtype=np.float32)   # our own copy, float32
        pixels /= 255.0
        return torch.from_numpy(pixels).unsqueeze(0), labels[index].item()
