# Mistake: "every rank (rank 0 included) then calls barrier() exactly once" (Pitfalls: rank 0 skipping the barrier) — rank 0 returns right after saving; the other ranks wait in the barrier forever
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
        return
    barrier()
