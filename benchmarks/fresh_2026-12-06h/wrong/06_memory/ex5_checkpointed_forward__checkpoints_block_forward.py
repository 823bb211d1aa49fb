# Mistake: "leave `x`, the blocks ... as you found them, and call the blocks themselves" — checkpoints `block.forward` instead of `block`, which bypasses `Module.__call__`: the block's forward hooks and pre-hooks (a caller's, or the tests' call recorders) never run.
def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        h = checkpoint(block.forward, h, use_reentrant=False)
    return h
