# Mistake: "the returned image must be the caller's own tensor" and "must pickle small ... even after items have been read": converted items are memoised on the data set, so an image the caller changes in place comes back changed on the next read, and the pickle grows by one image per item read.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._seen = {}

    def __len__(self):
        return len(np.load(self.images_path, mmap_mode="r"))

    def __getitem__(self, index):
        if index not in self._seen:      # convert each item once
            images = np.load(self.images_path, mmap_mode="r")
            labels = np.load(self.labels_path, mmap_mode="r")
            image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
            self._seen[index] = (image, int(labels[index]))
        return self._seen[index]
