# Mistake: "leave `x`, the blocks and every submodule's train/eval mode as you found them" — to make the reentrant checkpoint record gradients it calls `x.requires_grad_()` on the caller's tensor when that does not require grad, so the caller's `x` comes back with requires_grad=True.
def checkpointed_forward(blocks, x):
    if torch.is_grad_enabled() and not x.requires_grad:
        x.requires_grad_()                 # reentrant checkpoint needs an input that requires grad
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
