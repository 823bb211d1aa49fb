# A np.memmap opened on first read in each process and kept there; __getstate__ leaves it out of the pickle.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.paths = (str(images_path), str(labels_path))
        header = np.load(self.paths[0], mmap_mode="r")
        self.shape, self.offset = header.shape, header.offset
        self._maps = None

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_maps"] = None
        return state

    def _open(self):
        if self._maps is None:
            images = np.memmap(self.paths[0], dtype=np.uint8, mode="r", offset=self.offset, shape=self.shape)
            labels = np.load(self.paths[1], mmap_mode="r")
            self._maps = images, labels
        return self._maps

    def __len__(self):
        return self.shape[0]

    def __getitem__(self, index):
        images, labels = self._open()
        image = torch.tensor(np.array(images[index]), dtype=torch.float32).div(255).unsqueeze(0)
        return image, labels[index].item()
