# Mistake: "the inputs come back unchanged and global state as found" — to hide torch.from_numpy's read-only warning it installs a global "ignore" filter in the warnings module on every read and never removes it
import warnings


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return int(np.load(self.images_path, mmap_mode="r").shape[0])

    def __getitem__(self, index):
        warnings.filterwarnings("ignore", message="The given NumPy array is not writable")
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index]).float().div(255).unsqueeze(0)   # .float() copies
        return image, int(labels[index])
