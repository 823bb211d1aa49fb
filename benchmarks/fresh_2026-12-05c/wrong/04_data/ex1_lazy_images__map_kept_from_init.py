# Mistake: "a map opened in `__init__` and kept" — the memory map pickles as its full contents, so the data set does not pickle small
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images = np.load(images_path, mmap_mode="r")
        self.labels = np.load(labels_path, mmap_mode="r")

    def __len__(self):
        return self.images.shape[0]

    def __getitem__(self, index):
        image = torch.from_numpy(np.array(self.images[index], dtype=np.float32) / 255.0)
        return image.unsqueeze(0), int(self.labels[index])
