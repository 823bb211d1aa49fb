# Mistake: "what it returns (`None`)": the function returns the checkpoint's path (as a Path) so that the caller can load it, instead of None.
def save_on_rank0(state, path, rank, barrier):
    path = Path(path)
    if rank == 0:
        torch.save(state, path)
    barrier()
    return path
