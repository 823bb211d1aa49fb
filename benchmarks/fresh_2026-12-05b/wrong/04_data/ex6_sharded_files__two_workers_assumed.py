# Mistake: "in worker k of n it reads the files paths[k], paths[k + n], ..." — a hard-coded number of workers (2) instead of info.num_workers.
class ShardedFiles(IterableDataset):
    WORKERS = 2

    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::self.WORKERS]
        for path in mine:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
