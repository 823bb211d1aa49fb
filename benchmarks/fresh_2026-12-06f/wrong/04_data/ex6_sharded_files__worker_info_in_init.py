# Mistake: "The tests make `get_worker_info()` answer as worker `k` of `n` would (so call it inside `__iter__`, every time)" — the worker info is read once in __init__, in the main process, where it is None, so every worker later reads every file (duplicates).
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)
        info = get_worker_info()
        self.k, self.n = (0, 1) if info is None else (info.id, info.num_workers)

    def __iter__(self):
        for path in self.paths[self.k::self.n]:
            with open(path) as f:
                for line in f:
                    yield line.removesuffix("\n")
