# Mistake: "`paths` (a list of paths ..., in the order given, not necessarily sorted)" and "the inputs come back unchanged" — sorts the caller's list in place (by name, for a deterministic shard assignment), so the lines come out in sorted-file order and the caller's list is reordered.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        paths.sort(key=str)                              # same order on every machine
        self.paths = paths

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            worker, workers = 0, 1
        else:
            worker, workers = info.id, info.num_workers
        for path in self.paths[worker::workers]:
            with open(path) as file:
                for line in file:
                    yield line.rstrip("\n")
