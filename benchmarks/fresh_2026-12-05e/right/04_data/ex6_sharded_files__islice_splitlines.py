# Right: islice(paths, k, None, n) picks paths[k], paths[k+n], ...; Path.read_text() decodes with universal newlines, and splitlines() drops each ending without adding an empty last line (the files are plain ASCII with spaces and tabs)
import itertools
from pathlib import Path
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = tuple(Path(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        start, step = (0, 1) if info is None else (info.id, info.num_workers)
        for path in itertools.islice(self.paths, start, None, step):
            yield from path.read_text().splitlines()
