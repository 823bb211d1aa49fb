# Mistake: "the returned image must be the caller's own tensor (copy the item out of the map)" — items are memoised per index, so the same tensor is handed out again: a caller who changes a returned image in place sees the change on the next read of that item.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._items = {}

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        if index not in self._items:
            images = np.load(self.images_path, mmap_mode="r")
            labels = np.load(self.labels_path, mmap_mode="r")
            image = torch.tensor(images[index], dtype=torch.float32).div(255).unsqueeze(0)
            self._items[index] = (image, int(labels[index]))
        return self._items[index]
