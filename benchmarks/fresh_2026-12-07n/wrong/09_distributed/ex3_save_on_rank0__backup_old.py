# Mistake: "rank 0 replaces a file already at `path`; ... no other file is left behind" — rank 0 first moves an existing checkpoint to path + ".bak", leaving an extra file in the folder whenever one was already there.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        path = os.fspath(path)
        if os.path.exists(path):
            os.replace(path, path + ".bak")      # keep the previous checkpoint, just in case
        torch.save(state, path)
    barrier()
