# Diagnosis: not-checkpointed
# Pitfall: a plain forward: right gradients, but every block's inner activations are kept.
def checkpointed_forward(blocks, x):
    for block in blocks:
        x = block(x)
    return x
