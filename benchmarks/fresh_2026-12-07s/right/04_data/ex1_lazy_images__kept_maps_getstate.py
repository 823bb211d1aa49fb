# Right: opens the maps with open_memmap on first read and keeps them on the instance, with a __getstate__ that drops them from the pickle.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path
        self._images = None
        self._labels = None

    def _maps(self):
        if self._images is None:
            self._images = np.lib.format.open_memmap(self.images_path, mode="r")
            self._labels = np.lib.format.open_memmap(self.labels_path, mode="r")
        return self._images, self._labels

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_images"] = None
        state["_labels"] = None
        return state

    def __len__(self):
        return int(self._maps()[0].shape[0])

    def __getitem__(self, index):
        images, labels = self._maps()
        pixels = np.array(images[index], copy=True)
        image = torch.from_numpy(pixels).to(torch.float32).div_(255).unsqueeze_(0)
        return image, labels[index].item()
