# Right: checkpoints every block but the last (non-reentrant, RNG state preserved by default) and runs the last block plainly, which the prompt allows since checkpointing it would save nothing at the peak
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    n = len(blocks)
    out = x
    for i, block in enumerate(blocks):
        if i < n - 1:
            out = checkpoint(block, out, use_reentrant=False, preserve_rng_state=True)
        else:
            out = block(out)
    return out
