# Mistake: "`state`: a `dict` of 0 to 4 entries" and "rank 0 saves `state` to `path`": rank 0 skips the save when the state is empty ("nothing to save"), so for state={} no file is written (and an older checkpoint at path is not replaced).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and state:
        torch.save(state, path)
    barrier()
