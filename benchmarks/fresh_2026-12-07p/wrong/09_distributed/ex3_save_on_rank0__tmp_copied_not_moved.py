# Mistake: "rank 0 replaces a file already at `path`; ... no other file is left behind": rank 0 saves to `path + ".tmp"` first and then copies it over `path` with shutil.copyfile, leaving the `.tmp` file behind in the folder on every call.
import shutil


def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = str(path) + ".tmp"        # a crash while saving never touches the last good checkpoint
        torch.save(state, tmp)
        shutil.copyfile(tmp, path)
    barrier()
