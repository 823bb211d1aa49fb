# Mistake: "`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode" — opens with newline="" (no translation) and strips only "\n", so Windows lines keep a trailing "\r" and old-Mac lines end in "\r"
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path, newline="") as f:
                for line in f:
                    yield line.removesuffix("\n")
