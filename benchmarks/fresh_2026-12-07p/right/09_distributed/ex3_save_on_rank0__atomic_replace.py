# Right: rank 0 writes to a temporary file made with tempfile.mkstemp in the same folder and os.replace()s it over `path` (atomic, and nothing is left behind), then every rank calls barrier() once in a finally.
import os
import tempfile


def save_on_rank0(state, path, rank, barrier):
    try:
        if rank == 0:
            folder = os.path.dirname(os.path.abspath(os.fspath(path)))
            fd, tmp = tempfile.mkstemp(dir=folder, suffix=".partial")
            os.close(fd)
            try:
                torch.save(state, tmp)
                os.replace(tmp, path)
            except BaseException:
                if os.path.exists(tmp):
                    os.remove(tmp)
                raise
    finally:
        barrier()
