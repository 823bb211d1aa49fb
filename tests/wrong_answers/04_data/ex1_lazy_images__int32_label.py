# Diagnosis: wrong-label
# Pitfall: the label converted through an int32 tensor: a label above 2**31 wraps around.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.paths = (str(images_path), str(labels_path))
        self.n = len(np.load(self.paths[1], mmap_mode="r"))

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.paths[0], mmap_mode="r")
        labels = np.load(self.paths[1], mmap_mode="r")
        image = torch.tensor(images[index], dtype=torch.float32).div(255).unsqueeze(0)
        return image, int(torch.tensor(labels[index]).to(torch.int32))
