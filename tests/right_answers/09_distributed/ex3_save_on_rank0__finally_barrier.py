# The barrier in a finally block, so every rank reaches it even if saving fails; torch.save into an open file.
def save_on_rank0(state, path, rank, barrier):
    try:
        if rank == 0:
            with open(path, "wb") as f:
                torch.save(state, f)
    finally:
        barrier()
