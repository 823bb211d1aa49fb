# Right: opens both files with numpy's open_memmap (read-only) on every access, converts the one item with torch.tensor (a copy) and divides in float32; the label goes through Python's int on .tolist()
from numpy.lib.format import open_memmap


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.paths = (str(images_path), str(labels_path))

    def __len__(self):
        return len(open_memmap(self.paths[1], mode="r"))

    def __getitem__(self, index):
        images = open_memmap(self.paths[0], mode="r")
        labels = open_memmap(self.paths[1], mode="r")
        image = torch.tensor(images[index], dtype=torch.uint8).to(torch.float32) / 255
        return image.unsqueeze(0), int(labels[index].tolist())
