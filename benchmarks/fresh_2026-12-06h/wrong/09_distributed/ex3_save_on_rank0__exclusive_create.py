# Mistake: "`path`: ... in an existing folder that may already hold a file at that path (an older checkpoint, or an empty file)" / "rank 0 replaces a file already at `path`" — rank 0 opens the file with mode "xb" (exclusive create, so that no second writer can clobber it), which raises FileExistsError when an older checkpoint is already there.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        with open(path, "xb") as f:                  # fail loudly rather than let two writers mix
            torch.save(state, f)
    barrier()
