# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)": the maps are memoised in one module-level lru_cache keyed by path, so a second data set over a different file written at the same path reads the first file's stale map.
import functools

@functools.lru_cache(maxsize=None)
def _open_map(path):
    return np.load(path, mmap_mode="r")

class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return _open_map(self.images_path).shape[0]

    def __getitem__(self, index):
        image = torch.tensor(_open_map(self.images_path)[index], dtype=torch.float32) / 255
        return image.unsqueeze(0), int(_open_map(self.labels_path)[index])
