# Right: opens both files with np.lib.format.open_memmap in __getitem__, stores paths only, copies the item with np.array and converts with torch.tensor(dtype=float32).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path
        self.n = int(np.lib.format.open_memmap(images_path, mode="r").shape[0])

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.lib.format.open_memmap(self.images_path, mode="r")
        labels = np.lib.format.open_memmap(self.labels_path, mode="r")
        image = torch.tensor(np.array(images[index]), dtype=torch.float32)[None] / 255
        return image, labels[index].item()
