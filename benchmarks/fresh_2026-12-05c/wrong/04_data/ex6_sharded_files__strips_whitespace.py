# Mistake: "each line without its line ending ... and nothing else removed (blank lines and spaces stay)" — strip() also removes leading/trailing spaces and tabs
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path) as f:
                for line in f:
                    yield line.strip()
