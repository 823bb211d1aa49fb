# Mistake: "leave x, the blocks ... as you found them" (x "possibly a leaf that requires grad", so possibly not) — to make the reentrant checkpoint pass gradients to the parameters it flips the caller's x to requires_grad=True in place, so x comes back changed and gets a .grad of its own after backward
from torch.utils.checkpoint import checkpoint


def checkpointed_forward(blocks, x):
    if not x.requires_grad and torch.is_grad_enabled():
        x.requires_grad_(True)
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
