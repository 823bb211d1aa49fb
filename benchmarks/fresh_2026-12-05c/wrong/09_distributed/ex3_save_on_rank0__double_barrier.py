# Mistake: "every rank (rank 0 included) then calls barrier() exactly once" — adds a barrier before the save "to be safe", two calls per rank
def save_on_rank0(state, path, rank, barrier):
    barrier()
    if rank == 0:
        torch.save(state, path)
    barrier()
