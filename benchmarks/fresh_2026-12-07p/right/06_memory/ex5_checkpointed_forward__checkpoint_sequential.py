# Right: uses torch.utils.checkpoint.checkpoint_sequential with one segment per block (the prompt names it as meeting the requirement), instead of a hand-written loop.
from torch.utils.checkpoint import checkpoint_sequential

def checkpointed_forward(blocks, x):
    return checkpoint_sequential(blocks, len(blocks), x, use_reentrant=False)
