# Right: rank 0 writes into a temporary file in the same folder (mkstemp) and os.replace()s it onto path (an atomic rename, no file left behind); everyone then calls barrier once.
import tempfile


def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        target = os.fspath(path)
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(target)), suffix=".part")
        try:
            with os.fdopen(fd, "wb") as f:
                torch.save(state, f)
            os.replace(tmp, target)
        except BaseException:
            if os.path.exists(tmp):
                os.remove(tmp)
            raise
    barrier()
