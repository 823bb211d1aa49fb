# Mistake: "the labels file may hold any integer dtype (`uint8`, `int32`, `int64`, values above `2**31` included): the label is always a Python `int`" — labels are cast to int32 to "normalise the dtype", so an int64 label above 2**31 wraps to a negative number.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return np.load(self.labels_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(np.array(images[index], dtype=np.float32) / 255).unsqueeze(0)
        label = int(labels[index].astype(np.int32))
        return image, label
