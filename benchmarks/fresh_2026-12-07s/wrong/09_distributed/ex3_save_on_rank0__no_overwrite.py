# Mistake: "rank 0 replaces a file already at path" - guards the save with "only if no checkpoint exists yet", so when the folder already holds an older checkpoint (or an empty file) at path, rank 0 leaves it and the new state is never written.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and not Path(path).exists():
        torch.save(state, path)
    barrier()
