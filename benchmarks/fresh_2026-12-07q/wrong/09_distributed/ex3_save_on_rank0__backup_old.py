# Mistake: "rank 0 replaces a file already at `path`; ... no other file is left behind" - this keeps the older checkpoint as path + ".bak" before saving, so a folder that already holds a file at path ends up with an extra file.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        path = str(path)
        if os.path.exists(path):
            os.replace(path, path + ".bak")
        torch.save(state, path)
    barrier()
