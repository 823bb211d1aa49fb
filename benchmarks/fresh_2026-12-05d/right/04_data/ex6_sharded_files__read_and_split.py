# Right: an explicit index loop over the files (i % n == k), each read whole in text mode (so every ending is "\n") and split on "\n", dropping only the empty piece after a final newline; blank lines and spaces stay.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [Path(p) for p in paths]

    def _mine(self):
        info = get_worker_info()
        if info is None:
            return list(self.paths)
        return [p for i, p in enumerate(self.paths) if i % info.num_workers == info.id]

    def __iter__(self):
        for path in self._mine():
            with open(path, encoding="ascii") as f:
                text = f.read()
            if not text:
                continue
            pieces = text.split("\n")
            if text.endswith("\n"):
                pieces.pop()
            yield from pieces
