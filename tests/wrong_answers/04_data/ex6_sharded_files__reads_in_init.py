# Diagnosis: opened-in-init
# Pitfall: every file is read into memory in __init__; the data set pickles with all the lines inside.
from pathlib import Path


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.contents = [Path(path).read_text().splitlines() for path in paths]

    def __iter__(self):
        info = get_worker_info()
        mine = self.contents if info is None else self.contents[info.id::info.num_workers]
        for lines in mine:
            yield from lines
