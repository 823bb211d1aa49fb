# Mistake: "the input x may or may not require grad (when it does, its gradient too must equal the plain forward's)": to make use_reentrant=True work the input is replaced by x.detach().requires_grad_(), so no gradient reaches the caller's x (and under torch.no_grad() the output still requires grad).
def checkpointed_forward(blocks, x):
    h = x.detach().requires_grad_(True)          # reentrant checkpoint needs an input that requires grad
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=True)
    return h
