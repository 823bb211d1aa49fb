# Maps opened in __init__ and kept, with __getstate__/__setstate__ that pickle only the paths and reopen.
import os


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = os.fspath(images_path), os.fspath(labels_path)
        self._reopen()

    def _reopen(self):
        self.images = np.load(self.images_path, mmap_mode="r")
        self.labels = np.load(self.labels_path, mmap_mode="r")

    def __getstate__(self):
        return {"images_path": self.images_path, "labels_path": self.labels_path}

    def __setstate__(self, state):
        self.__dict__.update(state)
        self._reopen()

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, index):
        pixels = np.array(self.images[index], dtype=np.float32) / 255.0
        return torch.from_numpy(pixels)[None], int(self.labels[index])
