# Right: reads each whole file with Path.read_text() (universal newlines) and yields from str.splitlines(), choosing the files with range(id, len, n).
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [Path(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            indices = range(len(self.paths))
        else:
            indices = range(info.id, len(self.paths), info.num_workers)
        for i in indices:
            yield from self.paths[i].read_text().splitlines()
