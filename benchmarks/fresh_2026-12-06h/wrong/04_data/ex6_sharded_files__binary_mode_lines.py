# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)" — the files are read in binary mode and decoded line by line, which splits only on b"\n": a \r\n file yields lines ending in "\r", and a file with \r line endings comes out as one single line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path, "rb") as f:                  # bytes: no decoding surprises
                for raw in f:
                    yield raw.decode("ascii").rstrip("\n")
