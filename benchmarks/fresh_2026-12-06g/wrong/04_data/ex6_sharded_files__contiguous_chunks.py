# Mistake: "in worker k of n it reads the files paths[k], paths[k + n], paths[k + 2n], ..." — gives each worker a contiguous block of files (ceil(len / n) of them) instead: each line still comes once, but worker 0 of 2 over 3 files reads files 0 and 1 instead of 0 and 2
import math


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            mine = self.paths
        else:
            per_worker = math.ceil(len(self.paths) / info.num_workers)
            mine = self.paths[info.id * per_worker:(info.id + 1) * per_worker]
        for path in mine:
            with open(path) as file:
                for line in file:
                    yield line.rstrip("\n")
