# Right: rank 0 opens path itself in "wb" mode (truncating an older file) and torch.saves into the file object, closed before the barrier; the other ranks never open it; one barrier() per rank; None returned
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        with open(path, "wb") as handle:
            torch.save(state, handle)
    barrier()
    return None
