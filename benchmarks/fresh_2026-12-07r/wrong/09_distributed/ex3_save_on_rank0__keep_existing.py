# Mistake: "rank 0 replaces a file already at `path`" -- rank 0 refuses to overwrite an existing checkpoint (to "protect" it), so with an older checkpoint or an empty file already at path, the stale file is what the other ranks read.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and not os.path.exists(path):
        torch.save(state, path)
    barrier()
