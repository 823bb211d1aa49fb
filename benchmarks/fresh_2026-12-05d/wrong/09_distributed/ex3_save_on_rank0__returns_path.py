# Mistake: "what it returns (`None`)" — returns the checkpoint's path on rank 0 (and None elsewhere), a result the function must not have
def save_on_rank0(state, path, rank, barrier):
    saved = None
    if rank == 0:
        torch.save(state, path)
        saved = path
    barrier()
    return saved
