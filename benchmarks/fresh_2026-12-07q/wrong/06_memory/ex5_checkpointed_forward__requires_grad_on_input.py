# Mistake: "leave `x` ... as you found them": to make use_reentrant=True work, it switches requires_grad on in place on the caller's leaf x when it does not require grad, so x comes back changed (requires_grad=True, later gets a .grad).
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    if torch.is_grad_enabled() and not x.requires_grad and x.is_leaf:
        x.requires_grad_(True)
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=True)
    return x
