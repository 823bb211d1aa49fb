# Mistake: "every file in `paths` (... in the order given, not necessarily sorted)": the paths are sorted first "for determinism", so paths given as [b.txt, a.txt] are read a.txt first, and each worker gets files by sorted position.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        worker, workers = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[worker::workers]:
            with open(path) as file:
                for line in file:
                    yield line.rstrip("\n")
