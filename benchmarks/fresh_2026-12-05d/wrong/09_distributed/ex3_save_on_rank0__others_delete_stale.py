# Mistake: "Other ranks never write" / "other ranks leave the folder as it was" — the other ranks remove a stale checkpoint before the barrier (so nobody could read an old one), changing the folder on ranks that must not touch it
import os


def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
    elif os.path.exists(path) and os.path.getsize(path) == 0:
        os.remove(path)   # an empty file is not a checkpoint
    barrier()
