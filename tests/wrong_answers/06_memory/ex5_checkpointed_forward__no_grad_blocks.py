# Diagnosis: no-gradient
# Pitfall: "saving memory" by running the blocks under no_grad(): no gradient reaches their parameters.
def checkpointed_forward(blocks, x):
    with torch.no_grad():
        for block in blocks[:-1]:
            x = block(x)
    return blocks[-1](x)
