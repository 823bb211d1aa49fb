# Mistake: "for backward, the forward keeps no more than each block's input, except that the last block may keep its own activations" with "a whole block in eval mode" allowed: skipping checkpoint for blocks in eval mode ("no training, nothing to save") lets an eval-mode block that is not the last keep all its inner activations for backward.
def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        if block.training:
            h = checkpoint(block, h, use_reentrant=False)
        else:
            h = block(h)
    return h
