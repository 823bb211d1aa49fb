# Mistake: "rank 0 replaces a file already at `path`; other ranks leave the folder as it was; no other file is left behind" — before overwriting, rank 0 renames an existing checkpoint to `<path>.bak` and keeps it, leaving an extra file in the folder whenever one was already there.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        path = str(path)
        if os.path.exists(path):
            os.replace(path, path + ".bak")          # keep the previous checkpoint, just in case
        torch.save(state, path)
    barrier()
