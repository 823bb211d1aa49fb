# Mistake: "`state`: a `dict` of 0 to 4 entries" / "rank 0 replaces a file already at `path`": rank 0 skips saving when the state is empty ("nothing to save"), so with state == {} the old file stays (or no file appears).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and state:
        torch.save(state, path)
    barrier()
