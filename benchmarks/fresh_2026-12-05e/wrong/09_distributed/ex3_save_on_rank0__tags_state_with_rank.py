# Mistake: "the inputs come back unchanged" — adds a "saved_by_rank" entry to the caller's state dict before saving, which changes the caller's dict (and the saved contents)
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        state["saved_by_rank"] = rank
        torch.save(state, path)
    barrier()
