# Right: rank 0 writes to a temporary file in the same folder and os.replace()s it onto path (an atomic replace, nothing left behind), then every rank calls barrier() exactly once
import os
import tempfile


def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        folder = os.path.dirname(os.fspath(path)) or "."
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".partial")
        try:
            with os.fdopen(fd, "wb") as f:
                torch.save(state, f)
            os.replace(tmp, path)
        except BaseException:
            if os.path.exists(tmp):
                os.remove(tmp)
            raise
    barrier()
