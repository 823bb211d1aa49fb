# Mistake: "each line without its line ending ... a last line with or without its line ending": line[:-1] drops the last character of every line, so a file whose last line has no line ending loses that line's last real character ("c3" comes out "c").
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            files = self.paths
        else:
            files = self.paths[info.id::info.num_workers]
        for path in files:
            with open(path) as f:
                for line in f:
                    yield line[:-1]            # drop the "\n"
