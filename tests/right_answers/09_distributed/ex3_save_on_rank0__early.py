# Other ranks return at once after the barrier.
def save_on_rank0(state, path, rank, barrier):
    if rank:
        return barrier()
    torch.save(state, Path(path))
    return barrier()
