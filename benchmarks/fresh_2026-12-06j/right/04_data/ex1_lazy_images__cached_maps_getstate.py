# Right: keeps the opened maps on the data set between reads, and drops them from the pickle with __getstate__/__setstate__ (so unpickled copies reopen them lazily), instead of reopening the files on every read.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._maps = None

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_maps"] = None                  # never pickle an opened map
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)

    def _opened(self):
        if self._maps is None:
            self._maps = (np.load(self.images_path, mmap_mode="r"),
                          np.load(self.labels_path, mmap_mode="r"))
        return self._maps

    def __len__(self):
        return self._opened()[0].shape[0]

    def __getitem__(self, index):
        images, labels = self._opened()
        pixels = np.array(images[index], dtype=np.uint8, copy=True)
        image = torch.from_numpy(pixels).to(torch.float32).div_(255).unsqueeze_(0)
        return image, int(labels[index])
