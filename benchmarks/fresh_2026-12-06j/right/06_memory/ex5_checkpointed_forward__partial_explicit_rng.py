# Right: checkpoints every block through functools.partial(checkpoint, use_reentrant=False, preserve_rng_state=True), with the keyword spelled out and the loop written as reduce.
import functools
from torch.utils.checkpoint import checkpoint as _ckpt

def checkpointed_forward(blocks, x):
    run = functools.partial(_ckpt, use_reentrant=False, preserve_rng_state=True)
    return functools.reduce(lambda h, block: run(block, h), blocks, x)
