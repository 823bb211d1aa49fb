# Right: checkpoint_sequential with one segment per block (segments = len(blocks)), non-reentrant: every block is its own segment, the last one runs plainly, exactly the case the prompt says meets the requirement
from torch.utils.checkpoint import checkpoint_sequential

def checkpointed_forward(blocks, x):
    return checkpoint_sequential(blocks, len(blocks), x, use_reentrant=False)
