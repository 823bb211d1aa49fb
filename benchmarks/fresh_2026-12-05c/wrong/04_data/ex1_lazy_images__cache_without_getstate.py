# Mistake: "The object must pickle small ... **even after** items have been read. If you would rather keep the opened maps between reads, you must also add a `__getstate__`" — maps cached on first read are pickled along with the data set
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self._images = None
        self._labels = None
        self.n = np.load(self.labels_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(np.array(self._images[index])).float().div(255).unsqueeze(0)
        return image, int(self._labels[index])
