# Right: rank 0 saves into a temporary file in the same folder and os.replace()s it onto path (atomic, never half-written), instead of saving to path directly; the temporary file is gone afterwards.
import os
import tempfile as _tempfile

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        target = os.fspath(path)
        fd, tmp = _tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(target)), suffix=".tmp")
        os.close(fd)
        try:
            torch.save(state, tmp)
            os.replace(tmp, target)
        finally:
            if os.path.exists(tmp):
                os.remove(tmp)
    barrier()
