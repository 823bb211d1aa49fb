# Mistake: "`path`: a `pathlib.Path` or a `str`" — the atomic write uses Path methods (path.with_name, .replace) directly on `path`, which fail with AttributeError when path is a str.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = path.with_name(path.name + ".tmp")      # write beside it, then switch in one step
        torch.save(state, tmp)
        tmp.replace(path)
    barrier()
