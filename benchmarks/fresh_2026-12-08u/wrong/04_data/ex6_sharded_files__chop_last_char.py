# Mistake: "a last line with or without its line ending": each line loses its last character with line[:-1], which is right only when the line ends in a newline, so a file whose last line "c3" has no line ending yields "c".
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        paths = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in paths:
            with open(path) as f:
                for line in f:
                    yield line[:-1]          # drop the "\n"
