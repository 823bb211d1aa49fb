# Mistake: "rank 0 replaces a file already at path ... no other file is left behind" - moves an older checkpoint aside to path + '.bak' before saving, so when path already exists the folder ends with an extra file.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        if os.path.exists(path):
            os.replace(path, str(path) + ".bak")
        torch.save(state, path)
    barrier()
