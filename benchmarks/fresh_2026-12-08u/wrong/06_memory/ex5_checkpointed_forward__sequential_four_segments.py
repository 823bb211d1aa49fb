# Mistake: "blocks: an nn.ModuleList of 1 to 4 blocks": it calls checkpoint_sequential with the demo's 4 segments hard-coded; with 1, 2 or 3 blocks the segment size len(blocks) // 4 is 0 and checkpoint_sequential raises ValueError (range() arg 3 must not be zero) instead of returning the output.
from torch.utils.checkpoint import checkpoint_sequential

def checkpointed_forward(blocks, x):
    return checkpoint_sequential(blocks, 4, x, use_reentrant=False)
