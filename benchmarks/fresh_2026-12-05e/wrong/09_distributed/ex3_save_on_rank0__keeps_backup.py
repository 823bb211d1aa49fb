# Mistake: "rank 0 replaces a file already at `path` ... no other file is left behind" — rank 0 keeps the older checkpoint as path + ".bak" before writing, leaving an extra file in the folder
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        path = str(path)
        if os.path.exists(path):
            os.replace(path, path + ".bak")
        torch.save(state, path)
    barrier()
