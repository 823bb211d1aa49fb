# Mistake: "in worker `k` of `n` it reads the files `paths[k]`, `paths[k + n]`, `paths[k + 2n]`" — gives each worker a contiguous block of files instead of every n-th file
import math


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        per = math.ceil(len(self.paths) / n) if self.paths else 0
        for path in self.paths[k * per:(k + 1) * per]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
