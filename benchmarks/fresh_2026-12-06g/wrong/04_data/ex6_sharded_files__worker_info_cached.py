# Mistake: "call it inside __iter__, every time" — the shard is worked out on the first __iter__ and kept on the object, so the same data set later iterated in the main process or as another worker keeps reading the first caller's files
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]
        self._mine = None

    def __iter__(self):
        if self._mine is None:
            info = get_worker_info()
            self._mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in self._mine:
            with open(path) as file:
                for line in file:
                    yield line.rstrip("\n")
