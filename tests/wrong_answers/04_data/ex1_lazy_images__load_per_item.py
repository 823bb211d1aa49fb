# Diagnosis: reads-whole-file
# Pitfall: stores only the paths, but np.load without mmap_mode reads the whole file for every item.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.length = len(np.load(self.labels_path))

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        images = np.load(self.images_path)
        labels = np.load(self.labels_path)
        image = torch.from_numpy(images[index].copy()).unsqueeze(0).float() / 255
        return image, int(labels[index])
