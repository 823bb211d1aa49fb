# Mistake: "a list of paths to text files, str or pathlib.Path": opens each file with path.open(), a pathlib method, so a list of str paths raises AttributeError ('str' object has no attribute 'open') on the first file.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        files = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in files:
            with path.open() as f:
                yield from (line.removesuffix("\n") for line in f)
