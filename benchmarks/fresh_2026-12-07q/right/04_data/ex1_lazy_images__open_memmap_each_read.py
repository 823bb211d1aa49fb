# Right: opens both files with np.lib.format.open_memmap on every read, builds the image with torch.tensor(..., dtype=float32) (a copy) and the label with .item().
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = Path(images_path)
        self.labels_path = Path(labels_path)

    def __len__(self):
        return int(np.lib.format.open_memmap(self.images_path, mode="r").shape[0])

    def __getitem__(self, index):
        images = np.lib.format.open_memmap(self.images_path, mode="r")
        labels = np.lib.format.open_memmap(self.labels_path, mode="r")
        image = torch.tensor(images[index], dtype=torch.float32).div_(255.0).unsqueeze(0)
        return image, labels[index].item()
