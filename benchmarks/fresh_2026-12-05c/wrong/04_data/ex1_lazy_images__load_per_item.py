# Mistake: "neither building the data set nor reading an item may load the whole file" — np.load without mmap_mode in __getitem__ reads the whole file for every item
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self.n = len(np.load(self.labels_path))

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path)
        labels = np.load(self.labels_path)
        image = torch.tensor(images[index], dtype=torch.float32).div(255).unsqueeze(0)
        return image, int(labels[index])
