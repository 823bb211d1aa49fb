# Mistake: "store the paths, and open the files with `np.load(..., mmap_mode="r")` when an item is read" — the images are mapped, but the labels file is read whole with np.load(labels_path) on every item ("labels are tiny"), so each ds[i] reads N labels from disk, O(N) per item and O(N^2) per epoch; the memory test only measures against the image file's size.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = images_path, labels_path

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path)                      # a few bytes per image: fine to read
        image = torch.tensor(images[index], dtype=torch.float32).div(255).unsqueeze(0)
        return image, int(labels[index])
