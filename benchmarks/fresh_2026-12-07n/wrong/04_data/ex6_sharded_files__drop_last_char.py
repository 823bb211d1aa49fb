# Mistake: "each line without its line ending ... nothing else removed" with "a last line with or without its line ending": `line[:-1]` drops the last character of a final line that has no newline ("end" comes out "en")
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            worker, workers = 0, 1
        else:
            worker, workers = info.id, info.num_workers
        for path in self.paths[worker::workers]:
            with open(path) as file:
                for line in file:
                    yield line[:-1]            # drop the newline
