# Mistake: "rank 0 saves `state` to `path`" — "normalises" the file name to end in .pt, so a path such as `last` or `model.ckpt` is written as `last.pt` / `model.pt`: no file at `path`, and another file left behind.
from pathlib import Path

def save_on_rank0(state, path, rank, barrier):
    target = Path(path)
    if target.suffix != ".pt":
        target = target.with_suffix(".pt")
    if rank == 0:
        torch.save(state, target)
    barrier()
