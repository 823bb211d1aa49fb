# Mistake: "what it returns (None)": this returns whether this rank wrote the file (True on rank 0, False elsewhere), not None.
def save_on_rank0(state, path, rank, barrier):
    wrote = rank == 0
    if wrote:
        torch.save(state, path)
    barrier()
    return wrote
