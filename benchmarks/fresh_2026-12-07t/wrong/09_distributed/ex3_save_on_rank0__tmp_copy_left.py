# Mistake: "rank 0 replaces a file already at `path`; ... no other file is left behind": rank 0 saves to a side file and copies it over the checkpoint, leaving `<path>.tmp` in the folder.
import shutil


def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = f"{path}.tmp"              # never leave a half-written checkpoint at `path`
        torch.save(state, tmp)
        shutil.copyfile(tmp, path)
    barrier()
