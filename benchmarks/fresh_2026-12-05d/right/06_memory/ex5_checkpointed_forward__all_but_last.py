# Right: checkpoints every block but the last (allowed: backward recomputes the last one at once anyway), each as its own segment with use_reentrant=False and the default preserve_rng_state, so dropout masks replay; under a caller's no_grad nothing is recorded.
def checkpointed_forward(blocks, x):
    h = x
    last = len(blocks) - 1
    for i, block in enumerate(blocks):
        if i == last:
            h = block(h)
        else:
            h = checkpoint(block, h, use_reentrant=False)
    return h
