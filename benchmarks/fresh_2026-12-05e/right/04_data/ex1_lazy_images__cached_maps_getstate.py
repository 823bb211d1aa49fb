# Right: keeps the opened maps on the instance between reads, but __getstate__ drops them so the pickle holds only the paths; items are copied out of the map before becoming tensors
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._images = self._labels = None

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
        return int(self._maps()[1].shape[0])

    def __getitem__(self, index):
        images, labels = self._maps()
        pixels = np.array(images[index], dtype=np.float32)        # a writable copy
        image = torch.from_numpy(pixels).div_(255.0).reshape(1, 28, 28)
        return image, labels[index].item()
