# Diagnosis: global-state-changed
# Pitfall (sixth fresh batch): rank 0 changes the working directory to save by file name and never changes back.
import os

import torch


def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        folder, name = os.path.split(os.fspath(path))
        if folder:
            os.chdir(folder)
        torch.save(state, name)
    barrier()
