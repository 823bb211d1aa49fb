# Right: stores only the paths (as given), opens both maps on every read, and converts with numpy (float32 division) before torch.from_numpy.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        pixels = images[index].astype(np.float32) / np.float32(255)
        return torch.from_numpy(pixels[None]), int(labels[index])
