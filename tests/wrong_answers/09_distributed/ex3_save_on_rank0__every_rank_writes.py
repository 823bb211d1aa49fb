# Diagnosis: every-rank-writes
# Pitfall: every rank writes the same checkpoint file.
def save_on_rank0(state, path, rank, barrier):
    torch.save(state, path)
    barrier()
