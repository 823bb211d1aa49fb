# Mistake: "rank 0 saves state to path with torch.save ... Other ranks never write" (Pitfalls: every rank writing the same file) — every rank calls torch.save on the same path
def save_on_rank0(state, path, rank, barrier):
    torch.save(state, path)
    barrier()
