# Mistake: "ds[i] returns (image, label)": returns a list [image, label] instead of a tuple; unpacking works, but the item is not the (image, label) tuple the reference returns (type(ds[i]) is list).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].copy()).float().div(255).unsqueeze(0)
        return [image, int(labels[index])]
