# Diagnosis: opened-in-init
# Pitfall: the files are opened once, in __init__: the second epoch finds them at their end.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.files = [open(path) for path in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.files if info is None else self.files[info.id::info.num_workers]
        for file in mine:
            for line in file:
                yield line.rstrip("\n")
