# Right: a boolean "is_writer" decides the single write (to the pathlib.Path of path), then one unconditional barrier() for all ranks; the other ranks touch nothing
from pathlib import Path

def save_on_rank0(state, path, rank, barrier):
    is_writer = rank == 0
    if is_writer:
        target = Path(path)
        torch.save(state, target)
    barrier()
