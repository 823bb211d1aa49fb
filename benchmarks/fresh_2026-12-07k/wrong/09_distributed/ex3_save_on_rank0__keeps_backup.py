# Mistake: "rank 0 replaces a file already at path; ... no other file is left behind": this moves the older checkpoint aside to path + '.bak' before saving, so a .bak file is left in the folder whenever a checkpoint was already there.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        path = os.fspath(path)
        if os.path.exists(path):
            os.replace(path, path + ".bak")      # keep the last good checkpoint, just in case
        torch.save(state, path)
    barrier()
