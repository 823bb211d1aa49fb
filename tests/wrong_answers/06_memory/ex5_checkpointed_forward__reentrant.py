# Diagnosis: reentrant-without-input-grad
# Pitfall: use_reentrant=True with an input that does not require grad: the blocks' parameters get no gradient.
def checkpointed_forward(blocks, x):
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=True)
    return x
