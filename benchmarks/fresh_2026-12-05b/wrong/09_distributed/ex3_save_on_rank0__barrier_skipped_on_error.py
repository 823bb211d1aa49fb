# Mistake: "every rank (rank 0 included) then calls `barrier()` exactly once" -- rank 0 returns early without the barrier when the state is empty (nothing to save), leaving the other ranks waiting.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        if not state:
            return
        torch.save(state, path)
    barrier()
