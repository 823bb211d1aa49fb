# Right: rank 0 writes to a temporary name in the same folder and renames it over path with os.replace (atomic), so the barrier sees the complete file and no temporary file is left behind.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        target = os.fspath(path)
        temporary = target + ".tmp"
        torch.save(state, temporary)
        os.replace(temporary, target)
    barrier()
