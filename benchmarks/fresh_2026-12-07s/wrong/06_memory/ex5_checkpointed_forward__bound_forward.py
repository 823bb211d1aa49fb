# Mistake: "leave x, the blocks ... as you found them, and call the blocks themselves" — checkpoints block.forward instead of block, which skips the blocks' forward hooks (and pre-hooks) the tests use to record which block runs and is recomputed.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        h = checkpoint(block.forward, h, use_reentrant=False)
    return h
