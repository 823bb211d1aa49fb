# Mistake: "`use_reentrant=True` with an input that does not require grad" (pitfall) fixed by marking the caller's x with requires_grad_() — "leave `x` ... as you found" breaks: x now requires grad, and the backward pass writes a gradient into x.grad that the caller never asked for.
def checkpointed_forward(blocks, x):
    if not x.requires_grad and torch.is_grad_enabled():
        x.requires_grad_(True)
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
