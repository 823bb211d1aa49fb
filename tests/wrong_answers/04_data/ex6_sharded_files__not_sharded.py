# Diagnosis: duplicated-items
# Pitfall: every worker runs the whole iterator, so with n workers every line comes out n times.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(path) for path in paths]

    def __iter__(self):
        for path in self.paths:
            with open(path) as file:
                for line in file:
                    yield line.rstrip("\n")
