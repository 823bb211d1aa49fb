# Right: reads each file whole with newline="" (no translation) and splits it with a regex on \r\n, \r or \n, dropping the empty piece after a final line ending; the iterator is a generator method, so each epoch reopens the files. Worker files chosen with a range over indices.
import re

_NEWLINE = re.compile(r"\r\n|\r|\n")


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [p for p in paths]

    def _lines(self, path):
        with open(path, newline="") as handle:
            text = handle.read()
        if not text:
            return []
        pieces = _NEWLINE.split(text)
        if pieces[-1] == "":
            pieces.pop()
        return pieces

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            chosen = range(len(self.paths))
        else:
            chosen = range(info.id, len(self.paths), info.num_workers)
        for i in chosen:
            yield from self._lines(self.paths[i])
