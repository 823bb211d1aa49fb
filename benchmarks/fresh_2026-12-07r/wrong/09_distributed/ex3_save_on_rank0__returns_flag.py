# Mistake: "what it returns (`None`)" -- returns whether this rank wrote the file (True on rank 0, False elsewhere).
def save_on_rank0(state, path, rank, barrier):
    wrote = rank == 0
    if wrote:
        torch.save(state, path)
    barrier()
    return wrote
