# Mistake: "The object must pickle small (a few kilobytes at most), **even after** items have been read" — it keeps open file objects (to avoid re-opening), and file objects cannot be pickled at all: pickle.dumps(ds) raises TypeError.
class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self._image_file = open(images_path, "rb")
        self._label_file = open(labels_path, "rb")

    def _maps(self):
        return (np.load(self._image_file.name, mmap_mode="r"), np.load(self._label_file.name, mmap_mode="r"))

    def __len__(self):
        return self._maps()[0].shape[0]

    def __getitem__(self, index):
        images, labels = self._maps()
        image = torch.tensor(images[index], dtype=torch.float32).div_(255).unsqueeze(0)
        return image, int(labels[index])
