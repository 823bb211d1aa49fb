# Mistake: "a last line with or without its line ending" (each line "without its line ending ... nothing else removed"): line[:-1] drops the last character of a final line that has no newline, so "c3" at the end of a file without a trailing newline comes out as "c"
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            files = self.paths
        else:
            files = self.paths[info.id::info.num_workers]
        for path in files:
            with open(path) as file:
                for line in file:
                    yield line[:-1]              # drop the newline
