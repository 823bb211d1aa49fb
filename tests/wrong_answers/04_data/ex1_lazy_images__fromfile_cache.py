# Diagnosis: reads-whole-file
# Pitfall: reads the raw bytes of the whole file on first access (np.fromfile), "once per worker", and keeps them.
class MemmapImages(Dataset):
    HEADER = 128                                     # .npy header size for these files

    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.length = np.load(self.images_path, mmap_mode="r").shape[0]
        self._images = None

    def __getstate__(self):
        return {**self.__dict__, "_images": None}

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        if self._images is None:
            raw = np.fromfile(self.images_path, dtype=np.uint8, offset=self.HEADER)
            self._images = raw.reshape(self.length, 28, 28)
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(self._images[index], dtype=torch.float32).unsqueeze(0) / 255
        return image, int(labels[index])
