# Right: uses np.lib.format.open_memmap for both files, reads N from the .npy header only (read_magic/read_array_header) with the file closed at once, and converts through NumPy float32 before wrapping in a tensor.
def _npy_shape(path):
    with open(path, "rb") as f:
        version = np.lib.format.read_magic(f)
        reader = np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
        shape, _, _ = reader(f)
    return shape

class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path

    def __len__(self):
        return int(_npy_shape(self.images_path)[0])

    def __getitem__(self, index):
        images = np.lib.format.open_memmap(self.images_path, mode="r")
        labels = np.lib.format.open_memmap(self.labels_path, mode="r")
        pixels = np.asarray(images[index], dtype=np.float32) / np.float32(255)
        image = torch.from_numpy(np.ascontiguousarray(pixels)).reshape(1, 28, 28)
        return image, labels[index].item()
