# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)": the maps are cached in a dict that is a class attribute, so the second MemmapImages built over different files reads the first one's images and labels
class MemmapImages(Dataset):
    _maps = {}                                 # opened maps, reused between reads (never pickled)

    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path

    def _map(self, key, path):
        if key not in self._maps:
            self._maps[key] = np.load(path, mmap_mode="r")
        return self._maps[key]

    def __len__(self):
        return len(self._map("images", self.images_path))

    def __getitem__(self, index):
        images = self._map("images", self.images_path)
        labels = self._map("labels", self.labels_path)
        image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
        return image, int(labels[index])
