# Right: checkpoints every block but the last (which runs plainly, as the prompt allows), using functools.reduce over the blocks and an explicit preserve_rng_state=True.
import functools
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    *body, last = list(blocks)
    h = functools.reduce(lambda acc, block: checkpoint(block, acc, use_reentrant=False, preserve_rng_state=True),
                         body, x)
    return last(h)
