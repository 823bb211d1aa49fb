# Right: a helper generator per file using removesuffix("\n") on each line, a slice paths[id::num_workers], and a tuple copy of the paths kept as pathlib.Path objects.
from pathlib import Path as _Path

def _lines_of(path):
    with _Path(path).open("r") as handle:
        for line in handle:
            yield line.removesuffix("\n")

class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = tuple(_Path(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            yield from _lines_of(path)
