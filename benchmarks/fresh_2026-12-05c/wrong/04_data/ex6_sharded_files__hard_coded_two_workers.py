# Mistake: "in worker `k` of `n` it reads the files `paths[k]`, `paths[k + n]`, ..." — assumes n == 2 workers, so with 1, 3, 4 or 5 workers files are read twice or never
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::2]
        for path in mine:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
