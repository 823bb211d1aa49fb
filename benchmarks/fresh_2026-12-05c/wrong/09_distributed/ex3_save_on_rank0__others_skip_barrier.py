# Mistake: "every rank (rank 0 included) then calls barrier() exactly once" (Pitfalls: the others skipping it) — only rank 0 saves and waits; the other ranks return at once, before the file is written, and rank 0 hangs
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
        barrier()
