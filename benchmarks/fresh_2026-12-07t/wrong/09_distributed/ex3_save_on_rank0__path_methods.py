# Mistake: "`path`: a `pathlib.Path` or a `str`": the atomic write uses Path methods (with_suffix, replace) on `path` itself, so a str path raises AttributeError on rank 0 (and no barrier is reached).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = path.with_suffix(path.suffix + ".tmp")   # write aside, then rename: never half-written
        torch.save(state, tmp)
        tmp.replace(path)
    barrier()
