# Mistake: "in worker `k` of `n` it reads the files `paths[k]`, `paths[k + n]`, `paths[k + 2n]`" — gives each worker a contiguous chunk of ceil(len/n) files instead; every line is still read once, but worker k reads other files than the prompt says (e.g. 3 files, 2 workers: worker 0 reads paths[0], paths[1])
import math
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        per_worker = math.ceil(len(self.paths) / n) if self.paths else 0
        for path in self.paths[k * per_worker:(k + 1) * per_worker]:
            with open(path) as f:
                for line in f:
                    yield line.rstrip("\n")
