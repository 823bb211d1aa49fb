# Right: saves through an open binary file handle (os.fspath for str or Path), flushed and fsynced before the barrier; the barrier in a finally so every rank reaches it.
def save_on_rank0(state, path, rank, barrier):
    try:
        if rank == 0:
            with open(os.fspath(path), "wb") as f:
                torch.save(state, f)
                f.flush()
                os.fsync(f.fileno())
    finally:
        barrier()
