# Right: only the paths and N are stored; both files are mapped in __getitem__ and item i is copied out.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self.n = int(np.load(self.images_path, mmap_mode="r").shape[0])

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        pixels = np.array(images[index], copy=True)
        image = torch.from_numpy(pixels).to(torch.float32).div_(255.0).unsqueeze(0)
        return image, int(labels[index])
