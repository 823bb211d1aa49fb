# Mistake: "keep them on the data set itself (not in one cache shared by every data set ...)": the opened maps live in one module-level functools.lru_cache keyed by path, shared by every MemmapImages; a file rewritten at the same path (a new data set over new files saved under the old name) is read through the old, stale map.
import functools


@functools.lru_cache(maxsize=None)
def _open_map(path):
    return np.load(path, mmap_mode="r")          # opened once per path, reused afterwards


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return _open_map(self.images_path).shape[0]

    def __getitem__(self, index):
        image = torch.from_numpy(_open_map(self.images_path)[index].copy()).float().div(255)
        return image.unsqueeze(0), int(_open_map(self.labels_path)[index])
