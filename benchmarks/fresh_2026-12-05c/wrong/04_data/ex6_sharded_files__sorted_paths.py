# Mistake: "in the order given, not necessarily sorted" — sorts the paths first, changing both the order of the lines and which worker gets which file
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
