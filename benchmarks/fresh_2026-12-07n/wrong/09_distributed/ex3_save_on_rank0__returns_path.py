# Mistake: "what the tests observe: ... what it returns (`None`)" — returns the checkpoint path on every rank (handy for chaining a load), not None.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
    barrier()
    return path
