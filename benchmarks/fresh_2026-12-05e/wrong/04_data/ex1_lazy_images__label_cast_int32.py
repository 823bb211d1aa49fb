# Mistake: "the labels file may hold any integer dtype (..., values above `2**31` included): the label is always a Python `int`" — the label is cast through int32 first, so an int64 label above 2**31 wraps to a negative number
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return np.load(self.labels_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
        return image, int(labels[index].astype(np.int32))
