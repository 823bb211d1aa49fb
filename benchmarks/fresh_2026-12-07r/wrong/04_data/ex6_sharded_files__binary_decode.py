# Mistake: "(`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)" — reads in binary and strips only b"\n", so a Windows file's lines keep a trailing "\r" and an old-Mac "\r" file comes back as one line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path, "rb") as f:
                for raw in f:
                    yield raw.decode("ascii").removesuffix("\n")
