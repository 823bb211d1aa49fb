# Mistake: "nothing else removed (blank lines and spaces stay)": empty lines are skipped, so a file "a\n\nb\n" yields 2 lines instead of 3
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (info.id, info.num_workers) if info is not None else (0, 1)
        for path in self.paths[k::n]:
            with open(path) as file:
                for line in file:
                    line = line.rstrip("\n")
                    if line:                     # nothing to train on in an empty line
                        yield line
