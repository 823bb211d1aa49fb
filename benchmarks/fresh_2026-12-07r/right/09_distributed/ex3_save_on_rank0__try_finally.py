# Right: writes through an open file object, and calls the barrier in a finally clause, instead of the plain two-liner.
def save_on_rank0(state, path, rank, barrier):
    try:
        if int(rank) == 0:
            with open(path, "wb") as f:
                torch.save(state, f)
    finally:
        barrier()
