# Diagnosis: every-rank-writes
# Mistake: "rank 0 saves `state` to `path` with `torch.save`; ... Other ranks never write." — trusts the process group over the argument: when a default group is initialised (a world of one, say, where dist.get_rank() is 0), every caller counts as rank 0 and a caller passing rank=3 writes the file too
import torch.distributed as dist


def save_on_rank0(state, path, rank, barrier):
    me = dist.get_rank() if dist.is_available() and dist.is_initialized() else rank
    if me == 0:
        torch.save(state, path)
    barrier()
