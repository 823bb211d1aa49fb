# Right: reads each assigned file whole in text mode and yields str.splitlines() (the files are ASCII printable text, so splitlines splits exactly at \n, \r\n and \r), with the shard chosen by index arithmetic.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = tuple(paths)

    def __iter__(self):
        info = get_worker_info()
        n = 1 if info is None else info.num_workers
        k = 0 if info is None else info.id
        for index, path in enumerate(self.paths):
            if index % n != k:
                continue
            with open(path, encoding="ascii") as f:
                text = f.read()
            yield from text.splitlines()
