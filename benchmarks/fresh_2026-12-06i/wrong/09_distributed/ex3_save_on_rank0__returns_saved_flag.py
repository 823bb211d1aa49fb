# Mistake: "what the tests observe: the files in the folder ... at each call of `barrier()` and after the function returns, and what it returns (`None`)" — for convenience it returns whether this rank wrote the checkpoint (True on rank 0, False elsewhere) instead of None.
def save_on_rank0(state, path, rank, barrier):
    wrote = rank == 0
    if wrote:
        torch.save(state, path)
    barrier()
    return wrote
