# Mistake: "`image` a `float32` tensor of shape `(1, 28, 28)`" — divides the uint8 tensor by 255 and relies on true division to produce float32, but integer true division gives the *default* dtype, so a caller running with torch.set_default_dtype(torch.float64) gets float64 images.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self.n = np.load(images_path, mmap_mode="r").shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        pixels = torch.from_numpy(np.array(images[index]))   # our own copy of the item
        return (pixels / 255).unsqueeze(0), int(labels[index])
