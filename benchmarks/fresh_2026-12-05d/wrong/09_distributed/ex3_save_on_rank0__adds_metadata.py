# Mistake: "the inputs come back unchanged and global state as found" — records who saved the checkpoint by writing into the caller's state dict, which comes back with an extra key (on rank 0)
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        state["saved_by_rank"] = rank
        torch.save(state, path)
    barrier()
