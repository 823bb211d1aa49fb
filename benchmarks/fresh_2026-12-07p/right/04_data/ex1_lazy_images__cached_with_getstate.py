# Right: keeps the maps on the data set between reads (opened lazily on first use) and drops them in __getstate__, so the pickle holds only the paths; label via NumPy's .item().
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = Path(images_path)
        self.labels_path = Path(labels_path)
        self._images = None
        self._labels = None

    def _maps(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        return self._images, self._labels

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_images"] = state["_labels"] = None
        return state

    def __len__(self):
        return len(self._maps()[0])

    def __getitem__(self, index):
        images, labels = self._maps()
        pixels = np.array(images[index], dtype=np.float32)        # a copy out of the map
        image = torch.from_numpy(pixels / np.float32(255)).unsqueeze(0)
        return image, labels[index].item()
