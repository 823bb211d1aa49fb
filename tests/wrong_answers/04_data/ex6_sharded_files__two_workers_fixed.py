# Diagnosis: worker-count-ignored
# Pitfall: the number of workers is hard-coded to 2 instead of read from get_worker_info().
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(path) for path in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::2]
        for path in mine:
            with open(path) as file:
                for line in file:
                    yield line.rstrip("\n")
