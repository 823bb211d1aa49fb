# Right: a helper generator per file (opened in __iter__), itertools.islice picks paths k, k + n, ...; removesuffix drops only the newline.
import itertools


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self._paths = tuple(paths)

    @staticmethod
    def _read(path):
        with open(path) as f:
            for line in f:
                yield line.removesuffix("\n")

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            selected = self._paths
        else:
            selected = itertools.islice(self._paths, info.id, None, info.num_workers)
        for path in selected:
            yield from self._read(path)
