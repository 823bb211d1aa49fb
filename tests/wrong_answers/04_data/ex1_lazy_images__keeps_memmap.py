# Diagnosis: holds-arrays
# Pitfall: the maps are opened in __init__ and kept; a memory-map pickles as its full contents.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images = np.load(images_path, mmap_mode="r")
        self.labels = np.load(labels_path, mmap_mode="r")

    def __len__(self):
        return len(self.images)

    def __getitem__(self, index):
        image = torch.from_numpy(self.images[index].copy()).unsqueeze(0).float().div_(255)
        return image, int(self.labels[index])
