# Mistake: "in worker `k` of `n` it reads the files `paths[k]`, `paths[k + n]`, `paths[k + 2n]`, ..." — the files are split into contiguous chunks (worker 0 gets the first ceil(F/n) files), so each line still comes out once but from the wrong worker.
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
            with open(path) as f:
                for line in f:
                    yield line[:-1] if line.endswith("\n") else line
