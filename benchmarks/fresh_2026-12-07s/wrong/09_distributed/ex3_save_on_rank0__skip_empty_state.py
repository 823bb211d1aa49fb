# Mistake: "state: a dict of 0 to 4 entries" and "rank 0 saves state to path" - skips saving when state is empty ({}), so with an empty dict no file is written (or an older checkpoint stays in place).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and state:
        torch.save(state, path)
    barrier()
