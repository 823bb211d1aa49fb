# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)" — the file is read in binary and split on b"\n" only: Windows lines keep a trailing "\r", a file with "\r" endings comes out as one line, and a file ending with "\n" gets an extra empty last line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            mine = self.paths
        else:
            mine = self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path, "rb") as f:
                data = f.read()
            if data:
                for line in data.split(b"\n"):
                    yield line.decode("ascii")
