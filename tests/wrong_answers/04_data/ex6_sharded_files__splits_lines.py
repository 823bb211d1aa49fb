# Diagnosis: lines-not-files
# Pitfall: every worker opens every file and keeps every n-th line, instead of reading whole files.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(path) for path in paths]

    def __iter__(self):
        info = get_worker_info()
        worker, workers = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths:
            with open(path) as file:
                for number, line in enumerate(file):
                    if number % workers == worker:
                        yield line.rstrip("\n")
