# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)": reads in binary mode and strips only b"\n", so a Windows line keeps a trailing "\r" and a file with "\r" endings comes out as one single line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        worker, workers = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[worker::workers]:
            with open(path, "rb") as file:             # bytes: no decoding surprises
                for raw in file:
                    yield raw.rstrip(b"\n").decode("ascii")
