# Right: a separate generator per file that strips exactly one trailing "\n" with str.removesuffix, and worker selection by enumerate + modulo over the paths; get_worker_info is called through torch.utils.data each time.
import torch.utils.data


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [p for p in paths]

    @staticmethod
    def _read(path):
        with open(path, "r") as handle:
            for line in handle:
                yield line.removesuffix("\n")

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        worker, workers = (0, 1) if info is None else (info.id, info.num_workers)
        for number, path in enumerate(self.paths):
            if number % workers == worker:
                yield from self._read(path)
