# Diagnosis: wrong-output
# Pitfall: casts the input to float32 "for speed".
def checkpointed_forward(blocks, x):
    x = x.float()
    for block in blocks:
        x = checkpoint(block.float(), x, use_reentrant=False)
    return x
