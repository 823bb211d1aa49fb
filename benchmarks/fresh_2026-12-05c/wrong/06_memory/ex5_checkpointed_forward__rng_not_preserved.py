# Mistake: "each block's dropout mask must be the same in the recomputation: keep the default preserve_rng_state=True" — turns it off "for speed", so blocks with Dropout draw new masks when recomputed and the gradients are wrong
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=False, preserve_rng_state=False)
    return x
