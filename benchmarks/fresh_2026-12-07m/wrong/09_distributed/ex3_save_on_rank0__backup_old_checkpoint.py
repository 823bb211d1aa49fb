# Mistake: "rank 0 replaces a file already at `path`; ... no other file is left behind": before saving, rank 0 keeps the older checkpoint as `<path>.bak`, so when a file is already at path an extra file is left in the folder.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        if os.path.exists(path):
            os.replace(path, str(path) + ".bak")     # keep the previous checkpoint, just in case
        torch.save(state, path)
    barrier()
