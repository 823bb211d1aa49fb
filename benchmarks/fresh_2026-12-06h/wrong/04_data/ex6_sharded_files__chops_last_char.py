# Mistake: "each line without its line ending ... and nothing else removed" / "a last line with or without its line ending" — the newline is removed with line[:-1], which also cuts the last real character of a final line that has no line ending ("c3" becomes "c").
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as f:
                for line in f:
                    yield line[:-1]                      # drop the "\n"
