# Mistake: "each line without its line ending (...) and nothing else removed (blank lines and spaces stay)": line.strip() also removes leading/trailing spaces and tabs, so a line such as "  x\t" comes back as "x".
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path) as f:
                for line in f:
                    yield line.strip()
