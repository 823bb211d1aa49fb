# Right: picks the files with a slice paths[id::num_workers] (all of them in the main process) and strips only the one "\n" that text mode leaves, with removesuffix.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [Path(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    yield line.removesuffix("\n")
