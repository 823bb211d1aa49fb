# Right: the non-zero ranks only pass the barrier and return; rank 0 saves first and then passes it: each rank calls barrier() once, only rank 0 writes, the file is complete before rank 0 reaches the barrier, and None is returned
def save_on_rank0(state, path, rank, barrier):
    if rank != 0:
        barrier()
        return
    torch.save(state, path)
    barrier()
