# Right: rank 0 writes to a temporary file in the same folder and os.replace()s it onto path before the barrier, so readers never see a half-written file and nothing else is left behind.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        target = os.fspath(path)
        tmp = target + ".tmp-rank0"
        try:
            torch.save(state, tmp)
            os.replace(tmp, target)
        finally:
            if os.path.exists(tmp):
                os.remove(tmp)
    barrier()
