# Right: rank 0 saves to a temporary file in the same folder and os.replace()s it over path (atomic), so no half-written file is ever visible; nothing else is left behind.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = os.fspath(path) + ".partial"
        torch.save(state, tmp)
        os.replace(tmp, path)
    barrier()
    return None
