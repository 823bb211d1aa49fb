# Mistake: "the returned image must be the caller's own tensor" — decoded items are memoised per index, so changing a returned image in place changes what the next ds[i] returns (and the memo is pickled with the data set)
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._items = {}

    def __len__(self):
        return np.load(self.labels_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        if index not in self._items:
            images = np.load(self.images_path, mmap_mode="r")
            labels = np.load(self.labels_path, mmap_mode="r")
            image = torch.tensor(images[index], dtype=torch.float32).div(255).unsqueeze(0)
            self._items[index] = (image, int(labels[index]))
        return self._items[index]
