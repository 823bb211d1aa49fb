# Mistake: "rank 0 replaces a file already at `path`": rank 0 only writes when no non-empty file is at `path` yet ("never overwrite a good checkpoint"), so with an older checkpoint already there the old one stays and the new `state` is never saved.
import os


def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and not (os.path.exists(path) and os.path.getsize(path) > 0):
        torch.save(state, path)
    barrier()
