# Mistake: "in the main process ... it reads all the files, in the order of paths" (and worker k reads paths[k], paths[k + n], ...) — sorts the paths by name first.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[start::step]:
            with open(path) as f:
                yield from (line.rstrip("\n") for line in f)
