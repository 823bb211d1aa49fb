# Diagnosis: wrong-item-format
# Pitfall: np.load(...).squeeze() "to drop stray dimensions": a file of one image loses its N dimension.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.length = len(np.load(self.images_path, mmap_mode="r"))

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r").squeeze()
        labels = np.load(self.labels_path, mmap_mode="r").squeeze()
        image = torch.from_numpy(images[index].copy()).unsqueeze(0).float().div_(255)
        return image, int(labels[index])
