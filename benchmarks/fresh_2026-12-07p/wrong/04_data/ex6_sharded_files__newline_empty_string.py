# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)": open(..., newline="") turns off the translation of line endings, so rstrip("\n") leaves a "\r" on every line of a Windows file ("a0\r") and on every line of a file with "\r" endings.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        paths = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in paths:
            with open(path, newline="") as f:
                for line in f:
                    yield line.rstrip("\n")
