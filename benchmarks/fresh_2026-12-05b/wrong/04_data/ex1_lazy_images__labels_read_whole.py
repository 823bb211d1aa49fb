# Mistake: "open the files with np.load(..., mmap_mode="r") when an item is read ... neither building the data set nor reading an item may load the whole file" — maps the images but reads the whole labels file on every item.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path = images_path
        self.labels_path = labels_path
        self.length = len(np.load(images_path, mmap_mode="r"))

    def __len__(self):
        return self.length

    def __getitem__(self, index):
        image = np.array(np.load(self.images_path, mmap_mode="r")[index], dtype=np.float32) / 255
        label = int(np.load(self.labels_path)[index])
        return torch.from_numpy(image).unsqueeze(0), label
