# Mistake: "every line of every file in `paths` (... in the order given, not necessarily sorted)" and "worker k of n ... reads the files paths[k], paths[k + n]": the paths are sorted first (for a deterministic order), so for paths given out of order the main process yields the files in another order and each worker gets other files
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as file:
                for line in file:
                    yield line.rstrip("\n")
