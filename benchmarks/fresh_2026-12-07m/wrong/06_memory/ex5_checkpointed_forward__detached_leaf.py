# Mistake: "the input `x` may or may not require grad (when it does, its gradient too must equal the plain forward's)" - makes use_reentrant=True work by feeding a detached copy that requires grad, so when x is a leaf that requires grad its .grad stays None (and under no_grad the output's requires_grad differs).
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = x.detach().requires_grad_()          # reentrant checkpoint needs an input that requires grad
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
