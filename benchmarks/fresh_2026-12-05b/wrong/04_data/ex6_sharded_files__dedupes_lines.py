# Mistake: "yields every line of every file in paths ... each line exactly once" (once per line read, not per distinct text) — skips lines whose text was already seen, dropping legitimately repeated lines.
class ShardedFiles(IterableDataset):
    def __init__(self, paths):
        self.paths = [str(p) for p in paths]

    def __iter__(self):
        info = get_worker_info()
        k, n = (0, 1) if info is None else (info.id, info.num_workers)
        seen = set()
        for path in self.paths[k::n]:
            with open(path) as f:
                for line in f:
                    line = line.rstrip("\n")
                    if line not in seen:
                        seen.add(line)
                        yield line
