# Mistake: "`path`: a `pathlib.Path` or a `str`": rank 0 first makes sure the folder exists with path.parent.mkdir(...), which raises AttributeError when path is a str (and then never reaches the barrier).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        path.parent.mkdir(parents=True, exist_ok=True)
        torch.save(state, path)
    barrier()
