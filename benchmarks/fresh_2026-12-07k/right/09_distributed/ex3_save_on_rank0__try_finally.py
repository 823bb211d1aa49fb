# Right: the barrier sits in a finally, so every rank reaches it exactly once after rank 0's save, with the rank test written as a guard clause.
def save_on_rank0(state, path, rank, barrier):
    try:
        if rank != 0:
            return None
        torch.save(state, path)
    finally:
        barrier()
    return None
