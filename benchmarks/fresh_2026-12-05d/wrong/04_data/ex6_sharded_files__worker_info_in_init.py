# Mistake: "The tests make `get_worker_info()` answer as worker `k` of `n` would (so call it inside `__iter__`, every time)" — the worker is looked up once in __init__, which runs in the main process (None there), so every worker copy reads every file: duplicates.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]
        info = get_worker_info()
        self.worker, self.workers = (0, 1) if info is None else (info.id, info.num_workers)

    def __iter__(self):
        for path in self.paths[self.worker::self.workers]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
