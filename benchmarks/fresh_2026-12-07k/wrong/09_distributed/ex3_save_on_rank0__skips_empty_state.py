# Mistake: "`state`: a dict of 0 to 4 entries" and "rank 0 saves state to path" (replacing a file already there): with an empty dict this saves nothing, so an older checkpoint at path survives (or no file is written at all).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and state:                 # nothing to save for an empty state
        torch.save(state, path)
    barrier()
