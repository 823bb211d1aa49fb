# Right: opens both files per item with np.lib.format.open_memmap(mode="r"), reads the length from the map's shape, and converts with torch.tensor(..., dtype=float32) then div_ and unsqueeze_.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)

    def __len__(self):
        return np.lib.format.open_memmap(self.images_path, mode="r").shape[0]

    def __getitem__(self, index):
        images = np.lib.format.open_memmap(self.images_path, mode="r")
        labels = np.lib.format.open_memmap(self.labels_path, mode="r")
        image = torch.tensor(images[index], dtype=torch.float32).div_(255).unsqueeze_(0)
        return image, int(labels[index])
