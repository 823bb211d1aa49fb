# Mistake: "rank 0 replaces a file already at `path`" — rank 0 saves only when no file is there yet (to avoid clobbering), so an older checkpoint or an empty file at path is kept.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and not os.path.exists(path):
        torch.save(state, path)
    barrier()
