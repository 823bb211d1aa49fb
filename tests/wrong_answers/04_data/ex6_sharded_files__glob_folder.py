# Diagnosis: domain-wrong-result
# Pitfall: reads every .txt file of the first path's folder instead of the paths it was given.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [Path(p) for p in paths]

    def __iter__(self):
        if not self.paths:
            return
        files = sorted(self.paths[0].parent.glob("*.txt"), key=lambda p: [str(q) for q in self.paths].index(str(p)) if p in self.paths else 99)
        info = get_worker_info()
        mine = files if info is None else files[info.id::info.num_workers]
        for path in mine:
            yield from path.read_text().splitlines()
