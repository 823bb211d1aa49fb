# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)": the files are read in binary mode, which splits only on b"\n", so "\r\n" lines keep a trailing "\r" and a "\r"-only file comes out as one line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[start::step]:
            with open(path, "rb") as f:               # bytes: no decoding surprises per line
                for raw in f:
                    yield raw.decode("ascii").rstrip("\n")
