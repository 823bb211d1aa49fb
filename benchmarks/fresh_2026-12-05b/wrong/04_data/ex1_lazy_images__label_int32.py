# Mistake: "the labels file may hold any integer dtype (uint8, int32, int64, values above 2**31 included): the label is always a Python int" — goes through an int32 tensor, which wraps labels above 2**31 - 1.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.n = np.load(self.images_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
        label = torch.tensor(labels[index].astype(np.int64)).to(torch.int32).item()
        return image, label
