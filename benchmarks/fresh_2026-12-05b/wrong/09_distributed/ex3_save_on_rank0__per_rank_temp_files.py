# Mistake: "Other ranks never write" -- every rank writes its own temporary file (path.rankN) before rank 0 writes the real one.
def save_on_rank0(state, path, rank, barrier):
    tmp = f"{path}.rank{rank}"
    torch.save(state, tmp)
    if rank == 0:
        torch.save(state, path)
    barrier()
