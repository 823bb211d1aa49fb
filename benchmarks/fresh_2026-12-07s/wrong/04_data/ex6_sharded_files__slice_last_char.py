# Mistake: "each line without its line ending ... and nothing else removed" with "a last line with or without its line ending": cuts line[:-1] on every line, so a last line without a final newline loses its last real character.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as f:
                for line in f:
                    yield line[:-1]
