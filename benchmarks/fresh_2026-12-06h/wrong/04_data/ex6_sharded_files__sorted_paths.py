# Mistake: "yields every line of every file in `paths` (... in the order given, not necessarily sorted)" — the paths are sorted in __init__ "so that every worker agrees on the order", so the main process reads the files in sorted order and worker k gets the k-th file of the sorted list instead of paths[k], paths[k + n], ...
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        shard = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in shard:
            with open(path) as file:
                yield from (line.rstrip("\n") for line in file)
