# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)": opens with newline="" (the csv habit), which turns universal newlines off, so rstrip("\n") leaves "\r" on Windows lines and a file with "\r" endings comes out as one line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path, newline="") as f:
                for line in f:
                    yield line.rstrip("\n")
