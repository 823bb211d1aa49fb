# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)" — reads the files in binary mode and strips b"\n" only, so \r\n lines keep a trailing "\r" and a file with \r endings comes out as one single line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[start::step]:
            with open(path, "rb") as file:               # bytes: no decoding surprises
                for raw in file:
                    yield raw.rstrip(b"\n").decode("ascii")
