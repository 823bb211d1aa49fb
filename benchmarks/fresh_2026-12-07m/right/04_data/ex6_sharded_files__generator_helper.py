# Right: selects files by index modulo num_workers in a loop, and reads each whole file with read() and splits on "\n", dropping only the empty piece after a final newline.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [Path(p) for p in paths]

    def _read(self, path):
        with open(path) as handle:
            text = handle.read()                     # universal newlines: every ending is "\n"
        pieces = text.split("\n")
        if pieces and pieces[-1] == "":
            pieces.pop()                             # the final newline ends a line, it starts none
        yield from pieces

    def __iter__(self):
        info = get_worker_info()
        for number, path in enumerate(self.paths):
            if info is None or number % info.num_workers == info.id:
                yield from self._read(path)
