# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)": maps live in one module-level dict keyed by path, so a second data set over a file rewritten at the same path reads the stale map (old length, old pixels).
_MAPS = {}


def _mapped(path):
    key = str(path)
    if key not in _MAPS:
        _MAPS[key] = np.load(key, mmap_mode="r")
    return _MAPS[key]


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return len(_mapped(self.images_path))

    def __getitem__(self, index):
        image = torch.from_numpy(_mapped(self.images_path)[index].copy()).float().div(255).unsqueeze(0)
        return image, int(_mapped(self.labels_path)[index])
