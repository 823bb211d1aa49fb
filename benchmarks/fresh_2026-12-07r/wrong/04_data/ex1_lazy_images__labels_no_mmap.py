# Mistake: "open the files with `np.load(..., mmap_mode="r")` when an item is read ... neither building the data set nor reading an item may load the whole file" — the labels file is read whole with a plain np.load on every ds[i] (only the images file is mapped).
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path)          # a small file: just load it
        image = torch.from_numpy(images[index].astype(np.float32) / 255).unsqueeze(0)
        return image, int(labels[index])
