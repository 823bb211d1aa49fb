# Right: checkpoints every block (the last included) with torch.utils.checkpoint.checkpoint(..., use_reentrant=False), written as functools.reduce over the ModuleList.
import functools
from torch.utils.checkpoint import checkpoint as _checkpoint

def checkpointed_forward(blocks, x):
    return functools.reduce(lambda h, block: _checkpoint(block, h, use_reentrant=False), blocks, x)
