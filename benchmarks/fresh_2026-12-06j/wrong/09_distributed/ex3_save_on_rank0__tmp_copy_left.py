# Mistake: "rank 0 replaces a file already at `path`; ... no other file is left behind": rank 0 writes a temporary file and copies it over `path` (to never leave a half-written checkpoint) but never removes the `.tmp` copy, which stays in the folder.
import shutil

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = str(path) + ".tmp"
        torch.save(state, tmp)
        shutil.copyfile(tmp, path)
    barrier()
