# Mistake: "rank 0 replaces a file already at `path`; other ranks leave the folder as it was; no other file is left behind" — before overwriting, rank 0 renames the older checkpoint to `<path>.bak` and keeps it, so a second file is left in the folder whenever a file was already at path.
def save_on_rank0(state, path, rank, barrier):
    path = Path(path)
    if rank == 0:
        if path.exists():
            os.replace(path, str(path) + ".bak")      # keep the previous checkpoint, just in case
        torch.save(state, path)
    barrier()
