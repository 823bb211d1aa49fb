# Right: a module-level generator helper per file that strips only a trailing "\n" (text mode has already turned \r\n and \r into \n), with the worker test written via enumerate and a modulo.
def _lines_of(path):
    with open(path, "r") as f:
        for line in f:
            yield line[:-1] if line.endswith("\n") else line


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = tuple(paths)

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        for i, path in enumerate(self.paths):
            if info is None or i % info.num_workers == info.id:
                yield from _lines_of(path)
