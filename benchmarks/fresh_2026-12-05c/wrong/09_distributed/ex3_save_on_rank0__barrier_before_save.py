# Mistake: "every rank ... then calls barrier() exactly once, so that when the function returns on any rank, the file is complete" (Pitfalls: calling the barrier before saving) — rank 0 saves after the barrier, so other ranks return before the file exists
def save_on_rank0(state, path, rank, barrier):
    barrier()
    if rank == 0:
        torch.save(state, path)
