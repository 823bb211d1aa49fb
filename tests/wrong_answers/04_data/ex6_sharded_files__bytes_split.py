# Diagnosis: domain-wrong-result
# Pitfall: reads bytes and strips only b"\n": a \r\n file keeps its \r, a \r file comes out as one line.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path, "rb") as file:
                for raw in file:
                    yield raw.decode().rstrip("\n")
