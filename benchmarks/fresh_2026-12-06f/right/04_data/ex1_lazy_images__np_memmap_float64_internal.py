# Right: uses np.memmap with an explicit offset read from the header per item, converts in float64 then to float32 (exact for /255 of uint8), label via Python int of the numpy scalar (exact for every integer dtype); stores only paths.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self._n = int(np.load(self.labels_path, mmap_mode="r").shape[0])

    def __len__(self):
        return self._n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        pixels = np.array(images[index], dtype=np.float64) / 255.0
        image = torch.from_numpy(pixels.astype(np.float32)).reshape(1, 28, 28)
        return image, int(labels[index].item())
