# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)" — the maps live in a class attribute, so a second MemmapImages over other files reads the first one's maps
class MemmapImages(Dataset):
    _maps = {}

    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def _open(self):
        if "images" not in MemmapImages._maps:
            MemmapImages._maps["images"] = np.load(self.images_path, mmap_mode="r")
            MemmapImages._maps["labels"] = np.load(self.labels_path, mmap_mode="r")
        return MemmapImages._maps["images"], MemmapImages._maps["labels"]

    def __len__(self):
        return len(self._open()[1])

    def __getitem__(self, index):
        images, labels = self._open()
        image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
        return image, int(labels[index])
