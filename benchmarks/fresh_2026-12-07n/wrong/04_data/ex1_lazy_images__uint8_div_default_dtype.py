# Mistake: "`image` a `float32` tensor" and "a caller whose default dtype is float64 ... the result as the reference's": dividing the uint8 tensor by 255 promotes to the *default* dtype, so under torch.set_default_dtype(torch.float64) the image comes back float64
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].copy()) / 255    # uint8 -> floats in [0, 1]
        return image.unsqueeze(0), int(labels[index])
