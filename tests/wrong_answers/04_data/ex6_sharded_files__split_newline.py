# Diagnosis: wrong-lines
# Pitfall: read().split("\n"): a file that ends with a newline yields one more, empty line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as file:
                yield from file.read().split("\n")
