# Diagnosis: main-process-crash
# Pitfall: get_worker_info() is None in the main process (num_workers=0), and None has no .id.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        for path in self.paths[info.id::info.num_workers]:
            with open(path) as file:
                yield from (line.rstrip("\n") for line in file)
