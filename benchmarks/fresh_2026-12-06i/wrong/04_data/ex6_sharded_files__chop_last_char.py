# Mistake: "each line without its line ending ... and nothing else removed ... a last line with or without its line ending" — drops the last character of every line with line[:-1], which eats a real character when the file's last line has no line ending.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as file:
                for line in file:
                    yield line[:-1]                      # text mode: every ending is one "\n"
