# Mistake: "give each worker whole files ... in worker `k` of `n` it reads the files ... each whole ... and no other file" — splits the lines of every file between workers, so every worker opens every file
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        number = 0
        for path in self.paths:
            with open(path) as f:
                for line in f:
                    if number % n == k:
                        yield line.rstrip("\n")
                    number += 1
