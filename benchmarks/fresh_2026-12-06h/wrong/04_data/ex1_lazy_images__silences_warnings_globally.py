# Mistake: "the inputs come back unchanged and global state as found" — to get rid of PyTorch's "non-writable NumPy array" warning when wrapping the read-only map, __init__ installs warnings.filterwarnings("ignore", category=UserWarning) in the process-wide warnings filter, which silences every UserWarning of the caller from then on.
import warnings


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        warnings.filterwarnings("ignore", category=UserWarning)   # the read-only map warning
        self.images_path, self.labels_path = images_path, labels_path

    def __len__(self):
        return len(np.load(self.images_path, mmap_mode="r"))

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index]).to(torch.float32).div(255).unsqueeze(0)
        return image, int(labels[index])
