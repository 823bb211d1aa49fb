# Right: keeps only the paths; in __iter__ asks get_worker_info() each time, takes paths[k::n] (all of them when None), reads each file in text mode (universal newlines) and removes only the trailing newline
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            mine = self.paths
        else:
            mine = self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path, "r") as handle:
                for line in handle:
                    yield line[:-1] if line.endswith("\n") else line
