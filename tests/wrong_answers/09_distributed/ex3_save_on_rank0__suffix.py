# Diagnosis: domain-wrong-result
# Pitfall: the file is written under another name (the suffix forced to .pt).
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, Path(path).with_suffix(".pt"))
    barrier()
