# Mistake: "no other file is left behind" -- rank 0 writes a temporary file and copies it over path (a half-made atomic save), leaving path + ".tmp" in the folder.
import shutil

def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = str(path) + ".tmp"
        torch.save(state, tmp)
        shutil.copyfile(tmp, path)
    barrier()
