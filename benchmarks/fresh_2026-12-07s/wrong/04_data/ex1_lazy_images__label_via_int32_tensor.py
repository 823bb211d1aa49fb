# Mistake: "the labels file may hold any integer dtype (..., values above `2**31` included): the label is always a Python `int`": goes through an int32 tensor, so an int64 label above 2**31 wraps around to a negative number.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.tensor(images[index], dtype=torch.float32).div(255).unsqueeze(0)
        label = int(torch.tensor(labels[index].astype(np.int32)))
        return image, label
