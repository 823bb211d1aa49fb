# Mistake: "each line without its line ending (`\n`, `\r\n` or `\r`, all three read as a newline by Python's text mode)" — opens with newline="" (to keep lines "raw") and strips only "\n": Windows lines keep their "\r", and old-Mac "\r"-ended lines keep the "\r" too.
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        mine = self.paths if info is None else self.paths[info.id::info.num_workers]
        for path in mine:
            with open(path, newline="") as f:
                for line in f:
                    yield line.rstrip("\n")
