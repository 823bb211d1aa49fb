# Right: keeps the maps on the instance between reads, opened lazily, with a __getstate__ that sets them back to None so pickles stay small and unpickled copies reopen their own files.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._maps = None

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_maps"] = None
        return state

    def _get_maps(self):
        if self._maps is None:
            self._maps = (np.load(self.images_path, mmap_mode="r"),
                          np.load(self.labels_path, mmap_mode="r"))
        return self._maps

    def __len__(self):
        return self._get_maps()[0].shape[0]

    def __getitem__(self, index):
        images, labels = self._get_maps()
        pixels = np.array(images[index], copy=True)
        image = torch.from_numpy(pixels).to(torch.float32).div(255.0)[None]
        return image, int(labels[index])
