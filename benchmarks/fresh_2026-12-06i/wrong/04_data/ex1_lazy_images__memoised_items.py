# Mistake: "the returned image must be the caller's own tensor (copy the item out of the map)" — memoises each item in a dict on the data set, so reading item i twice returns the same tensor object: a caller who changes a returned image in place gets the changed image back on the next read (the dict is also pickled with the data set).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self.n = len(np.load(images_path, mmap_mode="r"))
        self._seen = {}                                  # items already decoded

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        if index not in self._seen:
            images = np.load(self.images_path, mmap_mode="r")
            labels = np.load(self.labels_path, mmap_mode="r")
            image = torch.tensor(images[index], dtype=torch.float32).div(255).unsqueeze(0)
            self._seen[index] = (image, int(labels[index]))
        return self._seen[index]
