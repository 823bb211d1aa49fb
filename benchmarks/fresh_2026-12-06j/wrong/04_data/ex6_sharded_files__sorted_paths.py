# Mistake: "in the order given, not necessarily sorted": sorts the paths for a deterministic order, so paths given as [shard2, shard0, shard1] are read (and assigned to workers) as shard0, shard1, shard2.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)       # a stable, reproducible order

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[start::step]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
