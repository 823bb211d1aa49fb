# Right: checkpoints every block but the last, which runs plainly (allowed: its activations are needed at once in backward), with explicit preserve_rng_state=True.
import torch.utils.checkpoint as cp

def checkpointed_forward(blocks, x):
    h = x
    last = len(blocks) - 1
    for i, block in enumerate(blocks):
        if i == last:
            h = block(h)
        else:
            h = cp.checkpoint(block, h, use_reentrant=False, preserve_rng_state=True)
    return h
