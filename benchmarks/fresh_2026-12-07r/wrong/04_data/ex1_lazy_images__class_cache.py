# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)" — the maps are cached on the class at the first read, so a second MemmapImages over other files returns the first one's images and labels.
class MemmapImages(Dataset):
    _images = None   # opened once, shared: class attributes are not pickled
    _labels = None

    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.n = np.load(self.images_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        cls = type(self)
        if cls._images is None:
            cls._images = np.load(self.images_path, mmap_mode="r")
            cls._labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(np.array(cls._images[index])).float().div(255).unsqueeze(0)
        return image, int(cls._labels[index])
