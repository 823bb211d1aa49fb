# Mistake: "what it returns (`None`)" — returns the path (handy for logging) instead of None
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
    barrier()
    return path
