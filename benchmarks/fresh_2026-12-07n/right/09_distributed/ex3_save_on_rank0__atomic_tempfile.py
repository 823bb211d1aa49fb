# Right: rank 0 writes to a uniquely named temporary file in the same folder and os.replace()s it over `path` (atomic, no file left behind), then every rank passes the barrier.
import os
import tempfile

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        target = os.fspath(path)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(target)), suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                torch.save(state, f)
            os.replace(tmp, target)
        except BaseException:
            if os.path.exists(tmp):
                os.remove(tmp)
            raise
    barrier()
