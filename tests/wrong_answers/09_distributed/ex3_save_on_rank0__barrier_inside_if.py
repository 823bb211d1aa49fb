# Diagnosis: skips-barrier
# Pitfall: the barrier sits inside the rank-0 branch, so the other ranks never call it.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
        barrier()
