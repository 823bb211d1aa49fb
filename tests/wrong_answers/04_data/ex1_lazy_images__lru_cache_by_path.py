# Diagnosis: stale-maps
# Mistake: "If you would rather keep the opened maps between reads, you must also add a `__getstate__` that drops them from what gets pickled, and keep them on the data set itself (not in one cache shared by every data set ...)" — the maps are kept in a module-level functools.lru_cache keyed by the path string: every data set shares it, it keeps the maps (and their open files) alive after the data sets are gone, and a file rewritten at the same path is still served from the stale map.
import functools


@functools.cache
def _open_map(path):
    return np.load(path, mmap_mode="r")


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.n = len(_open_map(self.images_path))

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        image = torch.from_numpy(_open_map(self.images_path)[index].copy()).float().div(255).unsqueeze(0)
        return image, int(_open_map(self.labels_path)[index])
