# Rank 0 writes to a temporary file and renames it into place, so no reader can ever see half a file;
# the other ranks go straight to the barrier.
def save_on_rank0(state, path, rank, barrier):
    if rank != 0:
        barrier()
        return
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    torch.save(state, tmp)
    os.replace(tmp, path)
    barrier()
