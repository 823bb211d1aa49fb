# Right: rank 0 writes to a temporary file in the same folder and os.replace()s it over `path` (atomic), so no reader can ever see a half-written checkpoint; the barrier runs in every rank afterwards.
import os

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        target = os.fspath(path)
        tmp = target + ".partial"
        try:
            torch.save(state, tmp)
            os.replace(tmp, target)
        finally:
            if os.path.exists(tmp):
                os.remove(tmp)
    barrier()
