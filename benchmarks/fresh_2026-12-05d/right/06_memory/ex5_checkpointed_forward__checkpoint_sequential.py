# Right: torch.utils.checkpoint.checkpoint_sequential with one segment per block (segments = len(blocks)), non-reentrant: every block but the last is its own checkpointed segment, the blocks are called as modules, and the RNG state is preserved by default.
from torch.utils.checkpoint import checkpoint_sequential


def checkpointed_forward(blocks, x):
    return checkpoint_sequential(list(blocks), len(blocks), x, use_reentrant=False)
