# Mistake: "the returned image must be the caller's own tensor (copy the item out of the map)" -- decoded images are memoised per index and the same tensor is returned again, so a caller that changes a returned image in place sees the change on the next ds[i].
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self._decoded = {}

    def __getstate__(self):
        state = self.__dict__.copy()
        state["_decoded"] = {}
        return state

    def __len__(self):
        return len(np.load(self.images_path, mmap_mode="r"))

    def __getitem__(self, index):
        if index not in self._decoded:
            images = np.load(self.images_path, mmap_mode="r")
            labels = np.load(self.labels_path, mmap_mode="r")
            image = torch.from_numpy(images[index].astype(np.float32) / 255).unsqueeze(0)
            self._decoded[index] = (image, int(labels[index]))
        return self._decoded[index]
