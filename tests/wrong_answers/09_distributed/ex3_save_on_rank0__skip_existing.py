# Diagnosis: domain-wrong-result
# Pitfall: rank 0 keeps an older checkpoint already at the path instead of replacing it.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0 and not os.path.exists(path):
        torch.save(state, path)
    barrier()
