# Right: rank 0 writes to a temporary file in the same folder and os.replace-s it over path (an interrupted save never leaves half a checkpoint, and no temporary file remains); the barrier sits in a finally so every rank calls it exactly once.
import os

def save_on_rank0(state, path, rank, barrier):
    try:
        if rank == 0:
            target = os.fspath(path)
            tmp = target + ".tmp"
            try:
                torch.save(state, tmp)
                os.replace(tmp, target)
            finally:
                if os.path.exists(tmp):
                    os.remove(tmp)
    finally:
        barrier()
