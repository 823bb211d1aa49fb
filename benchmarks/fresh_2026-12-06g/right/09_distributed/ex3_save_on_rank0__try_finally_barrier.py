# Right: rank 0 (and only it) saves to the path given (os.fspath accepts str and pathlib.Path alike, overwriting an older file), and the single barrier() sits in a finally so that every rank reaches it exactly once, after the save has returned; nothing else is written and None is returned
def save_on_rank0(state, path, rank, barrier):
    try:
        if int(rank) == 0:
            torch.save(state, os.fspath(path))
    finally:
        barrier()
    return None
