# Mistake: "values in [0, 1] (divide by 255)" — scales each image by its own maximum (min-max style), which differs for any image whose brightest pixel is below 255 (and gives NaN for an all-black one).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path
        self.n = int(np.load(images_path, mmap_mode="r").shape[0])

    def __len__(self):
        return self.n

    def __getitem__(self, index):
        pixels = torch.from_numpy(np.load(self.images_path, mmap_mode="r")[index].copy()).float()
        image = (pixels / pixels.max()).unsqueeze(0)
        return image, int(np.load(self.labels_path, mmap_mode="r")[index])
