# Right: puts the barrier in a finally clause so every rank reaches it exactly once even if saving fails, and writes through an explicitly opened binary file handle.
def save_on_rank0(state, path, rank, barrier):
    try:
        if rank == 0:
            with open(path, "wb") as f:
                torch.save(state, f)
    finally:
        barrier()
