# Right: keeps file i when i % num_workers == id (the same files as paths[id::num_workers]) via enumerate, reads with Path(p).open(), and removes only a trailing "\n" with an explicit endswith check.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [Path(p) for p in paths]

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        worker, workers = (0, 1) if info is None else (info.id, info.num_workers)
        for i, path in enumerate(self.paths):
            if i % workers != worker:
                continue
            with Path(path).open("r") as f:
                for line in f:
                    yield line[:-1] if line.endswith("\n") else line
