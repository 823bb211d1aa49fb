# Diagnosis: global-state-changed
# Pitfall (sixth fresh batch): a narrow warnings.filterwarnings("ignore", message=...) at construction hides the read-only-array warning from the caller for the rest of the session.
import warnings


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        warnings.filterwarnings("ignore", message=".*not writable.*")
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self._n = len(np.load(self.labels_path, mmap_mode="r"))

    def __len__(self):
        return self._n

    def __getitem__(self, index):
        images = np.load(self.images_path, mmap_mode="r")
        labels = np.load(self.labels_path, mmap_mode="r")
        image = torch.from_numpy(images[index]).float().div(255).unsqueeze(0)   # from_numpy on the map, then copies
        return image, int(labels[index])
