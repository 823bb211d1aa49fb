# Mistake: "each line without its line ending ... and nothing else removed" (files may end "a last line with or without its line ending") — line[:-1] drops the newline on every line but also the last real character of a final line that has no line ending
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as file:
                for line in file:
                    yield line[:-1]
