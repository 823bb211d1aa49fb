# Right: the obvious loop, each block through checkpoint(block, h, use_reentrant=False).
def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=False)
    return h
