# Mistake: "the inputs come back unchanged and global state as found" — rank 0 changes the working directory to the checkpoint's folder to save by file name and never changes back
import os

import torch


def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        folder, name = os.path.split(os.fspath(path))
        if folder:
            os.chdir(folder)
        torch.save(state, name)
    barrier()
