# Mistake: "leave `x`, the blocks and every submodule's train/eval mode as you found them": to make use_reentrant=True give the parameters gradients it sets requires_grad on the caller's own x, which then comes back requiring grad (and under no_grad still changed).
def checkpointed_forward(blocks, x):
    if not x.requires_grad:
        x.requires_grad_(True)             # reentrant checkpoint needs an input that requires grad
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
