# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)": caches the maps in a module-level lru_cache keyed by path, so a data set built after the file at that path was rewritten reads the stale map (and the cache lives outside the data set).
import functools


@functools.lru_cache(maxsize=None)
def _open_map(path):
    return np.load(path, mmap_mode="r")


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)

    def __len__(self):
        return _open_map(self.images_path).shape[0]

    def __getitem__(self, index):
        image = torch.from_numpy(np.array(_open_map(self.images_path)[index], dtype=np.float32) / 255)
        return image.unsqueeze(0), int(_open_map(self.labels_path)[index])
