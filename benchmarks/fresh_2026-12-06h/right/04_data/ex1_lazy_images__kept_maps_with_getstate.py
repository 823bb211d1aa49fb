# Right: opens both maps lazily on the first read and keeps them on the data set itself, with __getstate__ dropping them from pickles (and a fresh object reopening them); length read once from the image map's shape; label through .item() (any integer dtype gives a Python int).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._images = self._labels = None
        self._n = int(np.load(self.images_path, mmap_mode="r").shape[0])

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_images"] = state["_labels"] = None
        return state

    def _maps(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        return self._images, self._labels

    def __len__(self):
        return self._n

    def __getitem__(self, index):
        images, labels = self._maps()
        pixels = np.array(images[index], dtype=np.float32, copy=True)
        image = torch.from_numpy(pixels).div_(255).unsqueeze_(0)
        return image, int(labels[index].item())
