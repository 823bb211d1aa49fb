# Right: reads each file whole and splits on "\n" (text mode has already turned \r\n and \r into \n), dropping only the empty piece after a final newline; workers chosen by index modulo num_workers via torch.utils.data.get_worker_info.
import torch.utils.data


class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = list(paths)

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        worker, workers = (0, 1) if info is None else (info.id, info.num_workers)
        for i, path in enumerate(self.paths):
            if i % workers != worker:
                continue
            with open(path) as f:
                text = f.read()
            lines = text.split("\n")
            if lines and lines[-1] == "":
                lines.pop()
            yield from lines
