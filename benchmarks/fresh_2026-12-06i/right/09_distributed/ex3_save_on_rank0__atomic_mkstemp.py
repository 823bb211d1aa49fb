# Right: rank 0 writes to a temporary file made with tempfile.mkstemp in the same folder and renames it over `path` with os.replace (atomic), removing the temporary file if the save fails; every rank calls barrier() once in a finally.
import tempfile

def save_on_rank0(state, path, rank, barrier):
    try:
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
    finally:
        barrier()
    return None
