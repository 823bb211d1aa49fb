# Mistake: "Other ranks never write ... other ranks leave the folder as it was" — every rank deletes an older checkpoint at path before the barrier "so nobody reads a stale file", so a non-zero rank can delete rank 0's fresh file or remove the old one when run alone
import os

def save_on_rank0(state, path, rank, barrier):
    if rank != 0 and os.path.exists(path):
        os.remove(path)
    if rank == 0:
        torch.save(state, path)
    barrier()
