# Right: checkpoints every block with explicit preserve_rng_state=True and use_reentrant=False, but runs the blocks plainly when grad mode is off (nothing is saved then, and the same random numbers are drawn).
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = x
    record = torch.is_grad_enabled()
    for block in blocks:
        if record:
            h = checkpoint(block, h, use_reentrant=False, preserve_rng_state=True)
        else:
            h = block(h)
    return h
