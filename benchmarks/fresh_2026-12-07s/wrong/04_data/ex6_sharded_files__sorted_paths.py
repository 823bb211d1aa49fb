# Mistake: "in the order given, not necessarily sorted": sorts the paths first (for a deterministic order), so files given out of order are read, and shared between workers, in sorted order.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
