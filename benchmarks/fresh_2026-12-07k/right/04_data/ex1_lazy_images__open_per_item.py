# Right: opens both maps on every read, converts with NumPy (astype float32, divided by a float32 255) and reads the label through Python's int() on the NumPy scalar
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.paths = (str(images_path), str(labels_path))

    def __len__(self):
        return len(np.load(self.paths[0], mmap_mode="r"))

    def __getitem__(self, index):
        images = np.load(self.paths[0], mmap_mode="r")
        labels = np.load(self.paths[1], mmap_mode="r")
        pixels = images[index].astype(np.float32) / np.float32(255)      # a new array, float32
        return torch.from_numpy(pixels).reshape(1, 28, 28), int(labels[index])
