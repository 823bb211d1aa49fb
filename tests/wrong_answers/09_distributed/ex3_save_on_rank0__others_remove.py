# Diagnosis: domain-wrong-result
# Pitfall: another rank deletes a file it found at the path (other ranks never write).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, path)
    elif os.path.exists(path) and os.path.getsize(path) == 0:
        os.remove(path)
    barrier()
