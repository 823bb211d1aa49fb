# Right: rank 0 writes to a temporary file made by tempfile.mkstemp in the same folder, fsyncs it and os.replace-s it over path (atomic), removing the temporary file if anything fails; the barrier is called once in a finally, so every rank reaches it.
import os
import tempfile

def save_on_rank0(state, path, rank, barrier):
    try:
        if rank == 0:
            target = os.fspath(path)
            fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(target)), suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as f:
                    torch.save(state, f)
                    f.flush()
                    os.fsync(f.fileno())
                os.replace(tmp, target)
            except BaseException:
                if os.path.exists(tmp):
                    os.remove(tmp)
                raise
    finally:
        barrier()
    return None
