# Mistake: "images_path: the path (str or pathlib.Path)": calls .resolve() on the argument (so that workers started in another directory find the file), which raises AttributeError when the path is given as a str.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path.resolve()     # absolute: safe from a worker's cwd
        self.labels_path = labels_path.resolve()

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(np.array(images[index], dtype=np.float32) / 255)
        return image.unsqueeze(0), int(labels[index])
