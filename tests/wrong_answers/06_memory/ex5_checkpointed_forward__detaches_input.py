# Diagnosis: domain-wrong-result
# Pitfall: detaches the input "since x never needs a gradient": a caller's x that requires grad gets none.
def checkpointed_forward(blocks, x):
    x = x.detach()
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=False)
    return x
