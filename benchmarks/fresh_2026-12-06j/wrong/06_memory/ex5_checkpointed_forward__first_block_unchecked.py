# Mistake: "checkpoint every block, or every block but the last": the first block is run plainly (its input x is "kept anyway"), so with two or more blocks it keeps all its inner activations for backward, which only the last block may do.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = blocks[0](x)                              # x is stored by the caller anyway
    for block in list(blocks)[1:]:
        h = checkpoint(block, h, use_reentrant=False)
    return h
