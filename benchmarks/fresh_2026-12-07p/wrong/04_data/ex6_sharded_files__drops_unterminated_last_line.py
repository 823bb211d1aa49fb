# Mistake: "a last line with or without its line ending": split("\n")[:-1] assumes every file ends with a newline, so a file whose last line has no line ending loses that line ("c3" in "c2\nc3").
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        paths = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in paths:
            with open(path) as f:
                yield from f.read().split("\n")[:-1]
