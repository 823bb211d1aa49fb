# Mistake: "each line without its line ending ... nothing else removed" with "a last line with or without its line ending" -- line[:-1] drops the last character unconditionally, so a final line without "\n" ("c3") loses a real character ("c").
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        if info is None:
            mine = self.paths
        else:
            mine = self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as f:
                for line in f:
                    yield line[:-1]            # drop the newline
