# Mistake: "The blocks may contain Dropout ... each block's dropout mask must be the same in the recomputation: keep the default preserve_rng_state=True": RNG preservation is turned off for blocks without a direct Dropout child, so a Dropout nested inside a sub-block draws a new mask when recomputed and the gradients are wrong.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    for block in blocks:
        has_dropout = any(isinstance(m, nn.Dropout) for m in block.children())
        x = checkpoint(block, x, use_reentrant=False, preserve_rng_state=has_dropout)
    return x
