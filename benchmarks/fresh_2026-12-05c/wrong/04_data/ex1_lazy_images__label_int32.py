# Mistake: "values above `2**31` included: the label is always a Python `int`" — converts the label through int32, which wraps labels above 2**31 - 1
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self.n = np.load(self.labels_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(np.array(images[index], dtype=np.float32) / 255.0).unsqueeze(0)
        return image, int(labels[index].astype(np.int32))
