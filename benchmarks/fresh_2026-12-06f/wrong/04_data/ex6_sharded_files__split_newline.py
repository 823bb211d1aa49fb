# Mistake: "each line without its line ending ... a last line with or without its line ending" — reads the file and splits on "\n": a file whose last line ends with a newline yields an extra empty line, and an empty file yields one empty line instead of none.
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path) as f:
                yield from f.read().split("\n")
