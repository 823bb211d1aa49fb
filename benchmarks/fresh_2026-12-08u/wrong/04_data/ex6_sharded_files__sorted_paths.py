# Mistake: "every line of every file in paths (... in the order given, not necessarily sorted)": the paths are sorted in __init__ (to make the shards deterministic), so paths given as [b.txt, a.txt] are read a first and the workers get other files.
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
