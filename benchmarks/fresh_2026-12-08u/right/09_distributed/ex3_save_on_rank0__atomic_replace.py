# Right: rank 0 writes to a temporary file in the same folder and os.replace()s it onto path (atomic; nothing left behind), then every rank calls barrier() once.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        target = Path(path)
        tmp = target.with_name(target.name + ".partial")
        torch.save(state, tmp)
        os.replace(tmp, target)
    barrier()
