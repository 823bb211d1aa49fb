# Right: uses checkpoint_sequential with one segment per block (len(blocks) segments), which the prompt names as meeting the requirement.
from torch.utils.checkpoint import checkpoint_sequential

def checkpointed_forward(blocks, x):
    return checkpoint_sequential(blocks, len(blocks), x, use_reentrant=False)
