# Mistake: "the returned image must be the caller's own tensor (copy the item out of the map)" — items are memoised as tensors, so the second read of an item returns the same tensor object the caller already changed in place
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._items = {}                         # a few KiB per item: cheap to keep

    def __len__(self):
        return int(np.load(self.images_path, mmap_mode="r").shape[0])

    def __getitem__(self, index):
        if index not in self._items:
            images = np.load(self.images_path, mmap_mode="r")
            labels = np.load(self.labels_path, mmap_mode="r")
            image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
            self._items[index] = (image, int(labels[index]))
        return self._items[index]
