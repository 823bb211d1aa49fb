# Right: non-zero ranks only wait at the barrier and return; rank 0 calls torch.save(state, path) and then the same barrier, once.
def save_on_rank0(state, path, rank, barrier):
    if rank != 0:
        barrier()
        return None
    torch.save(state, path)
    barrier()
    return None
