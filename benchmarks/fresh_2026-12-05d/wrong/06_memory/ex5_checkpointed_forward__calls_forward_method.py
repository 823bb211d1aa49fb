# Mistake: "call the blocks themselves" — it checkpoints block.forward instead of block, which bypasses the module's __call__: forward hooks and pre-hooks registered on the blocks (what the tests use to record the calls and the recomputation order) never run.
def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        h = checkpoint(block.forward, h, use_reentrant=False, preserve_rng_state=True)
    return h
