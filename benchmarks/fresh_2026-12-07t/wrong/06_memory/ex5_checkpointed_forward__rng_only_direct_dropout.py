# Mistake: "each block's dropout mask must be the same in the recomputation: keep the default `preserve_rng_state=True`": it turns the RNG bookkeeping off for blocks without a Dropout child, missing a Dropout inside a nested block, whose recomputed mask then differs and gives wrong gradients.
def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        has_dropout = any(isinstance(m, nn.Dropout) for m in block.children())
        h = checkpoint(block, h, use_reentrant=False, preserve_rng_state=has_dropout)   # skip RNG save when not needed
    return h
