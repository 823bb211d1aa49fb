# Right: rank 0 saves (path normalised with os.fspath, Path or str), and the barrier is in a finally block, so every rank calls it exactly once after rank 0's save has returned; returns None
import os

def save_on_rank0(state, path, rank, barrier):
    try:
        if int(rank) == 0:
            torch.save(state, os.fspath(path))
    finally:
        barrier()
    return None
