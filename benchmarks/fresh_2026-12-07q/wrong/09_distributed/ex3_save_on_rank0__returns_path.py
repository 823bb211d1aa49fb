# Mistake: "what the tests observe: ... what it returns (`None`)" - this returns the path it wrote (rank 0) or None (others), handy in a script, but the function must return None on every rank.
def save_on_rank0(state, path, rank, barrier):
    written = None
    if rank == 0:
        torch.save(state, path)
        written = path
    barrier()
    return written
