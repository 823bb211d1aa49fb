# Mistake: "what the tests observe: ... and what it returns (`None`)" — it returns True on the rank that wrote and False on the others instead of None.
def save_on_rank0(state, path, rank, barrier):
    saved = False
    if rank == 0:
        torch.save(state, path)
        saved = True
    barrier()
    return saved                                     # handy for logging who wrote the file
