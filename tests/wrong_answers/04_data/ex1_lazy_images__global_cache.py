# Diagnosis: wrong-image
# Pitfall: the maps cached in one module-level dict shared by every data set: a second data set over other files reads the first one's images.
_MAPS = {}


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.length = np.load(self.images_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        if "images" not in _MAPS:                      # one map per process, opened once
            _MAPS["images"] = np.load(self.images_path, mmap_mode="r")
            _MAPS["labels"] = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(np.array(_MAPS["images"][index], dtype=np.float32) / 255)
        return image.unsqueeze(0), int(_MAPS["labels"][index])
