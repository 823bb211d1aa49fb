# Mistake: "Other ranks never write" / "other ranks leave the folder as it was" — every rank first deletes a stale file at path (so nobody reads an old checkpoint), so a rank other than 0 removes a file from the folder.
def save_on_rank0(state, path, rank, barrier):
    stale = Path(path)
    if stale.exists():
        stale.unlink()
    if rank == 0:
        torch.save(state, stale)
    barrier()
