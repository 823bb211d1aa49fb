# Diagnosis: reads-whole-file
# Pitfall: the whole file is read in __init__, so every worker and every pickle carries it.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images = np.load(images_path)
        self.labels = np.load(labels_path)

    def __len__(self):
        return len(self.images)

    def __getitem__(self, index):
        image = torch.from_numpy(self.images[index].copy()).unsqueeze(0).float().div_(255)
        return image, int(self.labels[index])
