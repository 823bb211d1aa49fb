# Mistake: "the returned image must be the caller's own tensor (copy the item out of the map)" — decoded items are memoised in a dict on the data set (and __getstate__ leaves the cache out, so pickles stay small): a second read of the same index returns the same tensor object, so a caller who changes a returned image in place changes what the data set returns next time.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._items = {}

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_items"] = {}
        return state

    def __len__(self):
        return len(np.load(self.images_path, mmap_mode="r"))

    def __getitem__(self, index):
        if index not in self._items:
            images = np.load(self.images_path, mmap_mode="r")
            labels = np.load(self.labels_path, mmap_mode="r")
            image = torch.from_numpy(images[index].astype(np.float32) / 255).unsqueeze(0)
            self._items[index] = (image, int(labels[index]))
        return self._items[index]
