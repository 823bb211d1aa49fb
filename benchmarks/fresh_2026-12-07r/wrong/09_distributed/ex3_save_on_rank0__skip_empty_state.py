# Mistake: "`state`: a `dict` of 0 to 4 entries" and "rank 0 replaces a file already at `path`" -- an empty state is treated as nothing to save, so with state == {} rank 0 writes nothing (an older checkpoint at path stays, or no file exists).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and state:
        torch.save(state, path)
    barrier()
