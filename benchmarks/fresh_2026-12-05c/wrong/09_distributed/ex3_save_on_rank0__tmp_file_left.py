# Mistake: "rank 0 replaces a file already at path; ... no other file is left behind" — writes a timestamped backup copy next to the checkpoint before saving, leaving an extra file in the folder
import os
import shutil
import time as _time

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        if os.path.exists(path):
            shutil.copy(path, f"{path}.{int(_time.time())}.bak")
        torch.save(state, path)
    barrier()
