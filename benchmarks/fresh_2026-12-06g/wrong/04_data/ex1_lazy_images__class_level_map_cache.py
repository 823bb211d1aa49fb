# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)" — the maps are cached on the class on the first read, so a second MemmapImages over other files returns the first one's images and labels
class MemmapImages(Dataset):
    _images = None          # opened once per process, shared
    _labels = None

    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def _open(self):
        if MemmapImages._images is None:
            MemmapImages._images = np.load(self.images_path, mmap_mode="r")
            MemmapImages._labels = np.load(self.labels_path, mmap_mode="r")
        return MemmapImages._images, MemmapImages._labels

    def __len__(self):
        return int(np.load(self.images_path, mmap_mode="r").shape[0])

    def __getitem__(self, index):
        images, labels = self._open()
        image = torch.from_numpy(np.array(images[index], dtype=np.float32)) / 255
        return image.unsqueeze(0), int(labels[index])
