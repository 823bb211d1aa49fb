# Mistake: "the input x may or may not require grad (when it does, its gradient too must equal the plain forward's)": to make use_reentrant=True give the parameters gradients, the input is replaced by x.detach().requires_grad_(), which cuts the graph back to the caller's x, so a leaf x that requires grad gets no gradient.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = x.detach().requires_grad_(torch.is_grad_enabled())
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
