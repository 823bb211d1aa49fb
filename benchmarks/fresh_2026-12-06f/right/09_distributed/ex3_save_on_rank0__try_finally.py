# Right: rank 0 saves (path accepted as str or Path through os.fspath) and then every rank, rank 0 included, calls barrier() exactly once in a finally block; returns None
import os

import torch


def save_on_rank0(state, path, rank, barrier):
    try:
        if rank == 0:
            torch.save(state, os.fspath(path))
    finally:
        barrier()
    return None
