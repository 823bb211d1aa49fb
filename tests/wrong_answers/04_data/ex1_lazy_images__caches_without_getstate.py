# Diagnosis: maps-pickled-after-read
# Pitfall: lazy at first, but the maps cached on first read are pickled along with the data set.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.length = len(np.load(self.images_path, mmap_mode="r"))
        self._images = self._labels = None

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(self._images[index].copy()).unsqueeze(0).float().div_(255)
        return image, int(self._labels[index])
