# Right: the barrier sits in a finally block, so each rank reaches it exactly once (after rank 0's save has finished), and the function returns None; Path objects and strings both go straight to torch.save
def save_on_rank0(state, path, rank, barrier):
    try:
        if int(rank) == 0:
            with open(path, "wb") as f:
                torch.save(state, f)
    finally:
        barrier()
