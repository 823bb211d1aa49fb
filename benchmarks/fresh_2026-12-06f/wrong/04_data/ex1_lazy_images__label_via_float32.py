# Mistake: "the labels file may hold any integer dtype (... values above `2**31` included): the label is always a Python `int`" — the label goes through float32 (to "normalise" dtypes), so int64 labels above 2**24 (e.g. 2**31 + 1) come back rounded.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._n = len(np.load(self.labels_path, mmap_mode="r"))

    def __len__(self):
        return self._n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].astype(np.float32) / 255).unsqueeze(0)
        label = int(np.float32(labels[index]))
        return image, label
