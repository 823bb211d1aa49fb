# Each file's index modulo the number of workers picks its worker; a generator method does the reading.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(map(str, paths))

    def _read(self, path):
        with open(path, encoding="utf-8") as handle:
            for raw in handle:
                yield raw[:-1] if raw.endswith("\n") else raw

    def __iter__(self):
        info = get_worker_info()
        for index, path in enumerate(self.paths):
            if info is None or index % info.num_workers == info.id:
                yield from self._read(path)
