# Mistake: "every line of every file in `paths` (... in the order given, not necessarily sorted)" and "worker `k` of `n` ... reads the files `paths[k]`, `paths[k + n]`": the paths are sorted in __init__ for a deterministic order, so for unsorted paths the main process reads the files in another order and each worker gets other files.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)    # deterministic order across runs

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            worker, workers = 0, 1
        else:
            worker, workers = info.id, info.num_workers
        for path in self.paths[worker::workers]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
