# Right: checkpoint_sequential with as many segments as blocks: each block is its own segment and the last one is run plainly, which the prompt allows (its activations are needed first in backward anyway); non-reentrant, default preserve_rng_state
from torch.utils.checkpoint import checkpoint_sequential


def checkpointed_forward(blocks, x):
    return checkpoint_sequential(blocks, len(blocks), x, use_reentrant=False)
