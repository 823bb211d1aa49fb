# Mistake: "it must **not hold the arrays**: store the paths" — np.load without mmap_mode in __init__ reads both files into memory and pickles them whole
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images = np.load(images_path)
        self.labels = np.load(labels_path)

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, index):
        image = torch.from_numpy(self.images[index].astype(np.float32) / 255.0).unsqueeze(0)
        return image, int(self.labels[index])
