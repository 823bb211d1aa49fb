# Mistake: "`image` a `float32` tensor ... with values in `[0, 1]` (divide by 255)" — the division is done in float16 to save memory, then cast to float32: most pixel values differ from pixel / 255 in float32 (e.g. 1/255)
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return np.load(self.labels_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        pixels = images[index].astype(np.float16) / np.float16(255)
        return torch.from_numpy(pixels).float().unsqueeze(0), int(labels[index])
