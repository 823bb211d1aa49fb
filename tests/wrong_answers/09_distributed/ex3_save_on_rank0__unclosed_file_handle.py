# Diagnosis: resource-left-open
# Pitfall: "the inputs come back unchanged ... and global state as found" — rank 0 passes torch.save a file object it opened and never closes: the handle stays open after the function returns (a ResourceWarning when it is collected), a resource left behind on every call.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        torch.save(state, open(path, "wb"))
    barrier()
