# Mistake: "rank 0 replaces a file already at `path`" — rank 0 refuses to overwrite an existing checkpoint (an older one, or an empty file), so the folder keeps the stale file.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and not os.path.exists(path):     # never clobber a checkpoint
        torch.save(state, path)
    barrier()
