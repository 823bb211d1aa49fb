# Mistake: "keep them on the data set itself (not in one cache shared by every data set: two data sets over different files each read their own)" — a module-level cache keyed by role, so a second data set reads the first one's files
_MAPS = {}


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self.n = np.load(self.labels_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        if "images" not in _MAPS:
            _MAPS["images"] = np.load(self.images_path, mmap_mode="r")
            _MAPS["labels"] = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(_MAPS["images"][index], dtype=torch.float32) / 255
        return image.unsqueeze(0), int(_MAPS["labels"][index])
