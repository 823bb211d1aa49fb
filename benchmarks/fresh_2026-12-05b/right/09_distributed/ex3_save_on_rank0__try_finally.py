# Right: the barrier sits in a finally block, so every rank calls it exactly once after rank 0's torch.save has returned (even if the save raises, the others are not left hanging).
def save_on_rank0(state, path, rank, barrier):
    try:
        if int(rank) == 0:
            torch.save(state, path)
    finally:
        barrier()
