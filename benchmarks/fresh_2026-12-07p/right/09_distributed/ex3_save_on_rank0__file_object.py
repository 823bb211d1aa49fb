# Right: rank 0 opens the file itself ("wb", truncating an older one) and torch.saves into the open file object, closed (flushed) by the with block before the single barrier() that every rank calls.
def save_on_rank0(state, path, rank, barrier):
    if not rank:
        with open(path, "wb") as f:
            torch.save(state, f)
    barrier()
    return None
