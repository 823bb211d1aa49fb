# Mistake: "every line of every file in `paths` (... in the order given, not necessarily sorted)" — the paths are sorted "for a deterministic order" before sharding, so the main process reads the files in name order and worker k gets other files than paths[k], paths[k + n], ...
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path) as f:
                yield from (line.rstrip("\n") for line in f)
