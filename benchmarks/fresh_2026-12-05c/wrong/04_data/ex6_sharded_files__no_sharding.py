# Mistake: "each line **exactly once**, whatever `num_workers` is" — every worker reads every file, so with n workers each line comes n times
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        for path in self.paths:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
