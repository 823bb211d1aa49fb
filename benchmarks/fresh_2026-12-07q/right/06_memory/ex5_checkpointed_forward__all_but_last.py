# Right: checkpoints every block except the last (which runs plainly), passing preserve_rng_state=True explicitly.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    n = len(blocks)
    out = x
    for i in range(n):
        if i < n - 1:
            out = checkpoint(blocks[i], out, use_reentrant=False, preserve_rng_state=True)
        else:
            out = blocks[i](out)
    return out
