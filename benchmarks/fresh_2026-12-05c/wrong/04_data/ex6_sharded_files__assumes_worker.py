# Mistake: "in the main process (`get_worker_info()` returns `None`: `num_workers=0`) it reads all the files" — uses info.id unconditionally, which raises AttributeError with num_workers=0
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        for path in self.paths[info.id::info.num_workers]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
