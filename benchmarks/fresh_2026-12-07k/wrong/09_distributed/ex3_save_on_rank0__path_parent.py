# Mistake: "`path`: a pathlib.Path or a str": this calls path.parent, which a str does not have, so rank 0 raises AttributeError for a str path (and writes nothing).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        path.parent.mkdir(parents=True, exist_ok=True)   # the folder exists already, but be safe
        torch.save(state, path)
    barrier()
