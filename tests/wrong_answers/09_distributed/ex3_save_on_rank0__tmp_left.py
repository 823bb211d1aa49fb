# Diagnosis: domain-wrong-result
# Pitfall: a temporary copy is left beside the checkpoint.
import shutil
def save_on_rank0(state, path, rank, barrier):
    if rank == 0:
        tmp = str(path) + ".tmp"
        torch.save(state, tmp)
        shutil.copy(tmp, path)
    barrier()
