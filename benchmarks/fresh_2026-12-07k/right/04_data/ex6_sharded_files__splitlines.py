# Right: reads each whole file in text mode and yields read().splitlines() (the same lines for ASCII text with \n, \r\n or \r endings), choosing the files with an explicit index loop k, k + n, ...
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for i in range(start, len(self.paths), step):
            with open(self.paths[i]) as file:
                text = file.read()
            yield from text.splitlines()
