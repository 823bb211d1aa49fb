# Mistake: "Iterating a second time (the next epoch) yields the same lines again." — __iter__ returns one generator made in __init__, so the second epoch finds it exhausted and yields nothing (and the worker is looked up at the first next(), only once).
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]
        self._lines = self._generate()

    def _generate(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")

    def __iter__(self):
        return self._lines
