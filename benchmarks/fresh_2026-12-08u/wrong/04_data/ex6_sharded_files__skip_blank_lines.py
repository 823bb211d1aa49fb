# Mistake: "nothing else removed (blank lines and spaces stay)": lines that are empty after removing the newline are skipped, so a file with a blank line yields one line fewer.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        paths = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in paths:
            with open(path) as f:
                for line in f:
                    line = line.rstrip("\n")
                    if line:
                        yield line
