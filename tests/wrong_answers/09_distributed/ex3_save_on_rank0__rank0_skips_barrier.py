# Diagnosis: skips-barrier
# Pitfall: rank 0 saves and leaves; only the other ranks wait at the barrier, for a partner that never comes.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
    else:
        barrier()
