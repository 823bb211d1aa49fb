# Diagnosis: barrier-count
# Pitfall: a barrier before and one after the save: rank 0 meets the others at the wrong call.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
        barrier()
    barrier()
