# Right: keeps the file whose position i satisfies i % n == k (the same files as paths[k::n], same order), reads it lazily line by line in text mode and removes only the final "\n"
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def _lines(self, path):
        with open(path, "r", encoding="ascii") as handle:
            for line in handle:
                yield line[:-1] if line.endswith("\n") else line

    def __iter__(self):
        info = get_worker_info()
        worker, workers = (0, 1) if info is None else (info.id, info.num_workers)
        for i, path in enumerate(self.paths):
            if i % workers == worker:
                yield from self._lines(path)
