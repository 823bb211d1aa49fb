# Mistake: "the input `x` may or may not require grad" (Pitfalls: `use_reentrant=True` with an input that does not require grad) — with the reentrant variant and an x that does not require grad, no parameter receives a gradient
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=True)
    return x
