# Mistake: "Iterating a second time (the next epoch) yields the same lines again" — __iter__ returns one generator created in __init__, so the second epoch finds it exhausted and yields nothing (and the worker is decided when the data set is built)
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)
        self._lines = self._read()

    def _read(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")

    def __iter__(self):
        return self._lines
