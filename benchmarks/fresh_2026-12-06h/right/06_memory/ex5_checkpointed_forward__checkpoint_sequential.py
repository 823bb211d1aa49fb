# Right: uses `torch.utils.checkpoint.checkpoint_sequential` with one segment per block (the prompt names it as meeting the requirements: every block but the last checkpointed), on the blocks as a plain list.
from torch.utils.checkpoint import checkpoint_sequential

def checkpointed_forward(blocks, x):
    blocks_list = list(blocks)
    return checkpoint_sequential(blocks_list, len(blocks_list), x, use_reentrant=False)
