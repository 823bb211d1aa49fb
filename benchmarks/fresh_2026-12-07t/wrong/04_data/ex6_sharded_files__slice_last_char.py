# Mistake: "each line without its line ending ... a last line with or without its line ending": line[:-1] drops the last character unconditionally, so a file whose last line has no newline loses that line's last character.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def _files(self):
        info = get_worker_info()
        if info is None:
            return self.paths
        return self.paths[info.id::info.num_workers]

    def __iter__(self):
        for path in self._files():
            with open(path, "r") as f:
                for line in f:
                    yield line[:-1]          # drop the "\n"
