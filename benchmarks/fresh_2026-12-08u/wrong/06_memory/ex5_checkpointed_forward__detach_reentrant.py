# Mistake: "the input x may or may not require grad (when it does, its gradient too must equal the plain forward's)": to make use_reentrant=True give the blocks' parameters gradients it feeds a detached copy with requires_grad_(), which cuts x out of the graph: a leaf x that requires grad gets no gradient (x.grad stays None).
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = x.detach().requires_grad_(torch.is_grad_enabled())
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
