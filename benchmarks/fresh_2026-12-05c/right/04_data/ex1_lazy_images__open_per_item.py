# Right: stores only the paths and N; every read maps both files (header only), copies one image out of the map into a new float32 tensor, and converts the label with int()
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = str(images_path)
        self.labels_path = str(labels_path)
        self.length = int(np.load(self.labels_path, mmap_mode="r").shape[0])

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        pixels = np.array(images[index], dtype=np.float32, copy=True)
        image = torch.from_numpy(pixels).div_(255.0).unsqueeze(0)
        return image, int(labels[index])
