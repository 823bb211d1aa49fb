# Mistake: "the inputs come back unchanged and global state as found" — to hide the read-only-array warning of torch.from_numpy it installs a process-wide warnings filter (warnings.filters is changed for everyone, for ever).
import warnings


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        warnings.filterwarnings("ignore", message="The given NumPy array is not writable")
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        return np.load(self.images_path, mmap_mode="r").shape[0]

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index]).to(torch.float32).div(255).unsqueeze(0)  # .to copies
        return image, int(labels[index])
