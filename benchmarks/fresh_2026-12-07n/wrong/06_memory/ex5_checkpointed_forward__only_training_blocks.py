# Mistake: "the forward keeps no more than each block's input, except ... the last block: checkpoint every block, or every block but the last" with "a whole block in eval mode": blocks in eval mode run plainly ("no dropout, nothing to preserve"), so such a block keeps its inner activations for backward.
def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        if block.training:
            h = checkpoint(block, h, use_reentrant=False)
        else:
            h = block(h)
    return h
