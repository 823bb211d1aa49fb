# Mistake: "the returned image must be the caller's own tensor (copy the item out of the map)": items are memoised with functools.lru_cache on a method, so reading the same index twice returns the very same tensor; after the caller changes a returned image in place, reading that item again gives the changed pixels (and the class-level cache keeps every data set alive)
import functools


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self.n = np.load(self.images_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    @functools.lru_cache(maxsize=None)        # each item is converted only once
    def _item(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].astype(np.float32) / 255).unsqueeze(0)
        return image, int(labels[index])

    def __getitem__(self, index):
        return self._item(index)
