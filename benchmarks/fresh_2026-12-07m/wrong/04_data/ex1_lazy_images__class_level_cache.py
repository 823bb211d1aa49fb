# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)": the maps are cached on the class, so a second MemmapImages over other files returns the first data set's images and labels.
class MemmapImages(Dataset):
    _images = None          # opened once, on first read, then reused
    _labels = None

    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def _maps(self):
        if MemmapImages._images is None:
            MemmapImages._images = np.load(self.images_path, mmap_mode="r")
            MemmapImages._labels = np.load(self.labels_path, mmap_mode="r")
        return MemmapImages._images, MemmapImages._labels

    def __len__(self):
        return len(self._maps()[1])

    def __getitem__(self, index):
        images, labels = self._maps()
        image = torch.from_numpy(np.array(images[index], dtype=np.float32) / 255).unsqueeze(0)
        return image, int(labels[index])
