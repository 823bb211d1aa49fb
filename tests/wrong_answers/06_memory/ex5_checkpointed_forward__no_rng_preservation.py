# Diagnosis: rng-not-preserved
# Pitfall: preserve_rng_state=False: the recomputation draws new dropout masks, the gradients are wrong.
def checkpointed_forward(blocks, x):
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=False, preserve_rng_state=False)
    return x
