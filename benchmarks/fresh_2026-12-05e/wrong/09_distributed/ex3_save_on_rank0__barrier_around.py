# Mistake: "every rank (rank 0 included) then calls `barrier()` exactly once" — a barrier before and after the save (to be "safe"), so every rank calls it twice
def save_on_rank0(state, path, rank, barrier):
    barrier()
    if rank == 0:
        torch.save(state, path)
    barrier()
