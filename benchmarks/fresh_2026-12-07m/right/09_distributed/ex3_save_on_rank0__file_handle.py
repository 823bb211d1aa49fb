# Right: rank 0 opens the file itself ("wb" truncates an older file) and passes the handle to torch.save, closing it before the barrier; str and Path both go through open().
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        with open(path, "wb") as f:
            torch.save(state, f)
    barrier()
    return None
