# A unique temporary file beside the target, renamed into place.
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)))
        os.close(fd)
        torch.save(state, tmp)
        os.replace(tmp, path)
    barrier()
