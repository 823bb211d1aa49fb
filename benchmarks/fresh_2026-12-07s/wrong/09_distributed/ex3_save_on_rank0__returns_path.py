# Mistake: "what it returns: None, on every rank (return nothing)" - returns the path it wrote on rank 0 (handy for logging), so rank 0's call returns a path instead of None.
def save_on_rank0(state, path, rank, barrier):
    written = None
    if rank == 0:
        torch.save(state, path)
        written = path
    barrier()
    return written
