# Mistake: "each line without its line ending ... and nothing else removed (blank lines and spaces stay)": line.rstrip() also strips trailing spaces and tabs, so "a  \t" comes back as "a".
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        paths = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in paths:
            with open(path) as f:
                for line in f:
                    yield line.rstrip()
