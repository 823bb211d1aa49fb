# Mistake: "each line without its trailing newline" — strips all surrounding whitespace, so lines with leading or trailing spaces or tabs change.
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
