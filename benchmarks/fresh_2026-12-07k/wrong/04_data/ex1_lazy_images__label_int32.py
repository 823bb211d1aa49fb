# Mistake: "values above 2**31 included): the label is always a Python int": the label is cast to int32 on the way, so an int64 label of 2**31 + 5 wraps around to a negative number
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path

    def __len__(self):
        return len(np.load(self.labels_path, mmap_mode="r"))

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index].astype(np.float32)).div_(255).unsqueeze(0)
        label = torch.tensor(labels[index].astype(np.int32)).item()   # class ids fit in 32 bits
        return image, int(label)
