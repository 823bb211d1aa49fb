# Right: reads only the .npy header (np.lib.format) in __init__ to learn shape, dtype and data offset, stores those numbers and the paths, and opens a raw np.memmap at that offset per read; the image is made with torch.tensor(..., dtype=torch.float32) / 255.
class MemmapImages(Dataset):
    @staticmethod
    def _header(path):
        with open(path, "rb") as f:
            version = np.lib.format.read_magic(f)
            if version == (1, 0):
                shape, fortran, dtype = np.lib.format.read_array_header_1_0(f)
            else:
                shape, fortran, dtype = np.lib.format.read_array_header_2_0(f)
            return tuple(shape), fortran, dtype.str, f.tell()

    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)
        self.images_header = self._header(self.images_path)
        self.labels_header = self._header(self.labels_path)

    def _map(self, path, header):
        shape, fortran, dtype, offset = header
        return np.memmap(path, dtype=np.dtype(dtype), mode="r", offset=offset, shape=shape,
                         order="F" if fortran else "C")

    def __len__(self):
        return self.images_header[0][0]

    def __getitem__(self, index):
        images = self._map(self.images_path, self.images_header)
        labels = self._map(self.labels_path, self.labels_header)
        image = torch.tensor(images[index], dtype=torch.float32) / 255
        return image.unsqueeze(0), int(labels[index])
