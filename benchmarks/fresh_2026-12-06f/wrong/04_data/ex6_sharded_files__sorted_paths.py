# Mistake: "every line of every file in `paths` (... in the order given, not necessarily sorted)" — sorts the paths first so that every worker agrees on the file order; the main process then yields the files in sorted order, and workers get other files than paths[k::n].
from torch.utils.data import IterableDataset, get_worker_info


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = sorted(str(p) for p in paths)

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        for path in self.paths[k::n]:
            with open(path) as f:
                for line in f:
                    yield line.removesuffix("\n")
