# Right: rank 0 saves through an open file object and fsyncs it before the barrier (durable, not only written), and the rank test is stored as a bool first.
import os

def save_on_rank0(state, path, rank, barrier):
    is_writer = rank == 0
    if is_writer:
        with open(path, "wb") as f:
            torch.save(state, f)
            f.flush()
            os.fsync(f.fileno())
    barrier()
    return None
