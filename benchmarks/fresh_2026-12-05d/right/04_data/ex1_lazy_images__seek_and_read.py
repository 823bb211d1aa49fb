# Right: no memory map at all: parses the .npy header once per read and reads exactly the bytes of item i with seek + read (np.frombuffer on a fresh bytes object, then copied into a new tensor); labels of any integer dtype go through Python int.
import numpy.lib.format as npy_format


def _read_item(path, index):
    with open(path, "rb") as f:
        version = npy_format.read_magic(f)
        read_header = npy_format.read_array_header_1_0 if version == (1, 0) else npy_format.read_array_header_2_0
        shape, fortran, dtype = read_header(f)
        if fortran:                                   # not C order: let NumPy do the indexing
            return np.array(np.load(path, mmap_mode="r")[index]), shape
        item_shape = shape[1:]
        count = int(np.prod(item_shape, dtype=np.int64)) if item_shape else 1
        f.seek(index * count * dtype.itemsize, 1)
        data = np.frombuffer(f.read(count * dtype.itemsize), dtype=dtype).reshape(item_shape)
        return data, shape


class MemmapImages(Dataset):
    def __init__(self, images_path, labels_path):
        self.images_path, self.labels_path = str(images_path), str(labels_path)

    def __len__(self):
        with open(self.images_path, "rb") as f:
            version = npy_format.read_magic(f)
            read_header = npy_format.read_array_header_1_0 if version == (1, 0) else npy_format.read_array_header_2_0
            return int(read_header(f)[0][0])

    def __getitem__(self, index):
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError(index)
        pixels, _ = _read_item(self.images_path, index)
        label, _ = _read_item(self.labels_path, index)
        image = torch.tensor(pixels.astype(np.float32) / np.float32(255)).unsqueeze(0)
        return image, int(label)
