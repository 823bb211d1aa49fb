# Mistake: "the output and the gradients of every parameter equal those of the plain forward pass, with the same random seed (so each block's dropout mask must be the same in the recomputation: keep the default `preserve_rng_state=True`)" — to make the recomputation deterministic it switches every block to eval mode during the forward (modes restored afterwards), so Dropout is off and the output differs from the plain forward of blocks in training mode.
def checkpointed_forward(blocks, x):
    modes = {m: m.training for m in blocks.modules()}
    blocks.eval()
    try:
        h = x
        for block in blocks:
            h = checkpoint(block, h, use_reentrant=False)
    finally:
        for m, mode in modes.items():
            m.training = mode
    return h
