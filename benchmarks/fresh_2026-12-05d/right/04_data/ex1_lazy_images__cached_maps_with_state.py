# Right: keeps the maps on the instance between reads, but __getstate__ drops them and __setstate__ restores empty slots, so pickles stay small and an unpickled copy reopens its own files.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._images = self._labels = None

    def __getstate__(self):
        state = dict(self.__dict__)
        state["_images"] = state["_labels"] = None
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)

    def _maps(self):
        if self._images is None:
            self._images = np.load(self.images_path, mmap_mode="r")
            self._labels = np.load(self.labels_path, mmap_mode="r")
        return self._images, self._labels

    def __len__(self):
        return int(self._maps()[0].shape[0])

    def __getitem__(self, index):
        images, labels = self._maps()
        image = torch.tensor(np.asarray(images[index]), dtype=torch.float32).div_(255).unsqueeze_(0)
        return image, int(labels[index])
