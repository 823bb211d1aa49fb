# Mistake: "rank 0 replaces a file already at `path`" — rank 0 refuses to overwrite an existing file (an older checkpoint or an empty file stays, the new state is never written)
import os

import torch


def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and not os.path.exists(path):
        torch.save(state, path)
    barrier()
