# Mistake: "an unpickled copy opens them again when it needs them": __getstate__ drops the maps opened in __init__ from the pickle, but nothing reopens them, so len() and every item of an unpickled copy raise AttributeError.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self.images = np.load(images_path, mmap_mode="r")
        self.labels = np.load(labels_path, mmap_mode="r")

    def __getstate__(self):
        return {k: v for k, v in self.__dict__.items() if k not in ("images", "labels")}

    def __len__(self):
        return len(self.images)

    def __getitem__(self, index):
        image = torch.from_numpy(self.images[index].copy()).float() / 255
        return image.unsqueeze(0), int(self.labels[index])
