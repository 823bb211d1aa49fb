# Mistake: "every file in `paths` ... in the order given, not necessarily sorted" — sorts the paths first (for a deterministic split), so unsorted paths come out in another order and workers get other files.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        files = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in files:
            with open(path) as f:
                yield from (line.rstrip("\n") for line in f)
