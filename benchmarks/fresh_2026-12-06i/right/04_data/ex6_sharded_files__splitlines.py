# Right: reads each of its files whole with Path.read_text() (universal newlines) and yields str.splitlines(), which drops exactly one ending per line and keeps blank lines and spaces; the share is picked with itertools.islice.
import itertools
from pathlib import Path


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = tuple(paths)

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for path in itertools.islice(self.paths, start, None, step):
            yield from Path(path).read_text().splitlines()
