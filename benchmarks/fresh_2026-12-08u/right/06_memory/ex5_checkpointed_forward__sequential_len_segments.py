# Right: the library route the prompt allows, checkpoint_sequential with one segment per block (len(blocks) segments, last segment run plainly).
from torch.utils.checkpoint import checkpoint_sequential

def checkpointed_forward(blocks, x):
    return checkpoint_sequential(blocks, len(blocks), x, use_reentrant=False)
