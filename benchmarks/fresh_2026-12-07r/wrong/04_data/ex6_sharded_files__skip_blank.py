# Mistake: "nothing else removed (blank lines and spaces stay)" — skips empty lines, so a file with a blank line yields one line fewer.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        files = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in files:
            with open(path) as f:
                for line in f:
                    line = line.rstrip("\n")
                    if line:
                        yield line
