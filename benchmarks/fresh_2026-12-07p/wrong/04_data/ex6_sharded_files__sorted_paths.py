# Mistake: "yields every line of every file in `paths` (... in the order given, not necessarily sorted)": the learner sorts the paths "for determinism", so paths given as [shard2, shard0] are read (and shared between workers) as [shard0, shard2].
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        paths = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in paths:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
