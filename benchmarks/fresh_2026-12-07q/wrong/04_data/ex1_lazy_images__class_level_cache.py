# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)" -- the maps are cached in a dict that is a class attribute, so a second MemmapImages over other files reads the first one's images and labels.
class MemmapImages(Dataset):
    _maps = {}                       # opened lazily, never pickled (class attribute)

    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def _open(self):
        if "images" not in self._maps:
            self._maps["images"] = np.load(self.images_path, mmap_mode="r")
            self._maps["labels"] = np.load(self.labels_path, mmap_mode="r")
        return self._maps["images"], self._maps["labels"]

    def __len__(self):
        return len(np.load(self.images_path, mmap_mode="r"))

    def __getitem__(self, index):
        images, labels = self._open()
        image = torch.tensor(images[index], dtype=torch.float32).div(255).unsqueeze(0)
        return image, int(labels[index])
