# Mistake: "leave `x`, the blocks and every submodule's train/eval mode as you found them" — to make use_reentrant=True give gradients, it switches on requires_grad of the caller's x in place; x then gets a .grad the plain forward never gives it.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    if torch.is_grad_enabled() and not x.requires_grad:
        x.requires_grad_(True)           # reentrant checkpoint needs an input that requires grad
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
