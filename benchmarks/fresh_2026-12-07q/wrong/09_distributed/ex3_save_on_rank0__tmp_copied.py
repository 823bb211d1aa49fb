# Mistake: "no other file is left behind" - rank 0 writes to path + ".tmp" first and copies it onto path (to never expose a half-written file), but never removes the .tmp file, which stays in the folder.
import shutil

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = f"{path}.tmp"
        torch.save(state, tmp)
        shutil.copyfile(tmp, path)
    barrier()
