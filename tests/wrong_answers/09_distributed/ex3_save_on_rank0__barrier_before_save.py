# Diagnosis: barrier-before-save
# Pitfall: the barrier comes before the save, so the other ranks go on and read a file not yet written.
def save_on_rank0(state, path, rank, barrier):
    barrier()
    if rank == 0:
        torch.save(state, path)
