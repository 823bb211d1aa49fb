# Mistake: "every line of every file in paths (... in the order given, not necessarily sorted)": the paths are sorted first (for a deterministic order), so ["b.txt", "a.txt"] yields a's lines before b's and the workers get other files than paths[k::n]
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
