# Mistake: "The tests make `get_worker_info()` answer as worker `k` of `n` would (so call it inside `__iter__`, every time ...)" — the shard is worked out on the first __iter__ and cached on the data set, so the same object iterated later as another worker (or in the main process) keeps reading the first caller's files.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]
        self._mine = None

    def _my_paths(self):
        if self._mine is None:                           # work out this copy's files once
            info = get_worker_info()
            if info is None:
                self._mine = list(self.paths)
            else:
                self._mine = self.paths[info.id::info.num_workers]
        return self._mine

    def __iter__(self):
        for path in self._my_paths():
            with open(path) as file:
                for line in file:
                    yield line.rstrip("\n")
