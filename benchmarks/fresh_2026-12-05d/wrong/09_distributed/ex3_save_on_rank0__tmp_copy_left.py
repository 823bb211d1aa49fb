# Mistake: "rank 0 replaces a file already at `path`; other ranks leave the folder as it was; no other file is left behind" — writes to a temporary file next to the checkpoint and copies it over, leaving path + ".tmp" in the folder
import shutil


def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = str(path) + ".tmp"
        torch.save(state, tmp)            # never leave a half-written checkpoint at path
        shutil.copyfile(tmp, path)
    barrier()
