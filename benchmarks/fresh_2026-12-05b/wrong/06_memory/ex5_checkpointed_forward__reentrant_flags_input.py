# Mistake: "leave `x`, the blocks ... as you found them" -- to make use_reentrant=True give gradients, it sets requires_grad on the caller's x in place.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    x.requires_grad_(True)
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
