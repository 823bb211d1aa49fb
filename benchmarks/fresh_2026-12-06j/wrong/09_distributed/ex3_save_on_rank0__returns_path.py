# Mistake: "what it returns (`None`)": the function returns the checkpoint path on rank 0 (and None elsewhere) as a convenience, so rank 0's return value is not None.
def save_on_rank0(state, path, rank, barrier):
    saved = None
    if rank == 0:
        torch.save(state, path)
        saved = path
    barrier()
    return saved
