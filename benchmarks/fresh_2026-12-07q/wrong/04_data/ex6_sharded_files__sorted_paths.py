# Mistake: "every line of every file in `paths` (... in the order given, not necessarily sorted)" -- the paths are sorted in __init__ for a deterministic order, so paths given as [shard2, shard0] are read shard0 first, and worker k gets a different file.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        worker, workers = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[worker::workers]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
