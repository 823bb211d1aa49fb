# Mistake: "what the tests observe: ... and what it returns (`None`)" — returns True on rank 0 and False elsewhere ("did this rank write?"), handy for logging but not the None the function must return
def save_on_rank0(state, path, rank, barrier):
    wrote = rank == 0
    if wrote:
        torch.save(state, path)
    barrier()
    return wrote
