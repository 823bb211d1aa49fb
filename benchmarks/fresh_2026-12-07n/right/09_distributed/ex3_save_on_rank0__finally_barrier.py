# Right: puts the barrier in a finally so rank 0 reaches it once whether or not the save raises, and tests the rank with int(rank) == 0.
def save_on_rank0(state, path, rank, barrier):
    try:
        if int(rank) == 0:
            torch.save(state, path)
    finally:
        barrier()
    return None
