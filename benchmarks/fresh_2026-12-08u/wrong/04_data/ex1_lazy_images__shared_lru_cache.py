# Mistake: "keep them on the data set itself (not in one cache shared by every data set...)": the maps live in one module-level lru_cache keyed by path, so a data set over a file rewritten at the same path (or a second data set there) reads the stale first map.
import functools

@functools.lru_cache(maxsize=None)
def _mapped(path):
    return np.load(path, mmap_mode="r")

class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return len(_mapped(self.images_path))

    def __getitem__(self, index):
        image = torch.from_numpy(_mapped(self.images_path)[index].copy()).float() / 255
        return image.unsqueeze(0), int(_mapped(self.labels_path)[index])
