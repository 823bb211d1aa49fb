# Files chosen by index from the worker's id, opened with newline="", each line's \r\n stripped.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [os.fspath(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for index in range(k, len(self.paths), n):
            with open(self.paths[index], newline="") as file:
                for line in file:
                    yield line.rstrip("\r\n")
