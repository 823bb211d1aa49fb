# Mistake: "what it returns (`None`)": the function returns whether this rank saved (True on rank 0, False elsewhere) instead of None.
def save_on_rank0(state, path, rank, barrier):
    saved = rank == 0
    if saved:
        torch.save(state, path)
    barrier()
    return saved
