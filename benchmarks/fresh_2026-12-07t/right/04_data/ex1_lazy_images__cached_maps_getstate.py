# Right: keeps the maps on the instance after the first read (opened lazily in __getitem__) and drops them in __getstate__, as the prompt allows; the label goes through Python's int on the NumPy scalar.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path
        self._maps = None

    def _get_maps(self):
        if self._maps is None:
            self._maps = (np.load(self.images_path, mmap_mode="r"),
                          np.load(self.labels_path, mmap_mode="r"))
        return self._maps

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_maps"] = None
        return state

    def __len__(self):
        return len(self._get_maps()[0])

    def __getitem__(self, index):
        images, labels = self._get_maps()
        image = torch.empty((1, 28, 28), dtype=torch.float32)
        image[0] = torch.from_numpy(images[index].copy())
        image.div_(255)
        return image, int(labels[index])
