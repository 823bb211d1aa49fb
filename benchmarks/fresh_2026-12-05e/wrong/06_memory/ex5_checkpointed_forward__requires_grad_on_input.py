# Mistake: "leave `x`, the blocks and every submodule's train/eval mode as you found them" — uses the reentrant checkpoint and, to make gradients flow, calls x.requires_grad_() on the caller's tensor, which turns a leaf that did not require grad into one that does (and fails outright on a non-leaf view)
def checkpointed_forward(blocks, x):
    if not x.requires_grad:
        x.requires_grad_()
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
