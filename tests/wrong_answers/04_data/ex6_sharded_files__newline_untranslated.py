# Diagnosis: domain-wrong-result
# Pitfall: opened with newline="" to keep the bytes as they are: a Windows file's lines keep their \r.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path, newline="") as file:        # keep the file's bytes as they are
                for line in file:
                    yield line.removesuffix("\n")
