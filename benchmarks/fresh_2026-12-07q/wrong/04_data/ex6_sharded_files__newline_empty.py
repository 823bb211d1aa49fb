# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)" -- the files are opened with newline="" (no translation) and only "\n" is stripped, so a Windows file yields "a0\r" and a "\r"-only file yields lines ending in "\r".
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [Path(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[start::step]:
            with open(path, newline="") as f:      # keep the file's characters as they are
                for line in f:
                    yield line.removesuffix("\n")
