# Mistake: "rank 0 replaces a file already at `path`; other ranks leave the folder as it was; no other file is left behind" — rank 0 first moves an older checkpoint at `path` aside to `<path>.bak` (so a crash mid-save cannot lose it) and never removes it: after the call the folder holds an extra file
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        if os.path.exists(path):
            os.replace(path, str(path) + ".bak")
        torch.save(state, path)
    barrier()
