# Mistake: "`path`: a `pathlib.Path` or a `str`" - the atomic write uses path.with_suffix(...), a Path method, so rank 0 raises AttributeError when path is a str (and never reaches the barrier).
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = path.with_suffix(path.suffix + ".partial")
        torch.save(state, tmp)
        os.replace(tmp, path)
    barrier()
