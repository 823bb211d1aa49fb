# Right: rank 0 saves through an open file handle (a with block that closes it before the barrier) instead of passing the path; the barrier call comes after an early-exit-free if.
def save_on_rank0(state, path, rank, barrier):
    is_writer = rank == 0
    if is_writer:
        with open(path, "wb") as f:
            torch.save(state, f)
    barrier()
    return None
