# Diagnosis: domain-wrong-result
# Pitfall: turns grad mode on inside, so a caller under torch.no_grad() gets a graph (and its memory) anyway.
def checkpointed_forward(blocks, x):
    with torch.enable_grad():
        for block in blocks:
            x = checkpoint(block, x, use_reentrant=False)
    return x
