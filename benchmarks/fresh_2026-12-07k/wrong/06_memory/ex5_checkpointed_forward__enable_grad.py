# Mistake: "a caller under torch.no_grad() (the result's requires_grad as the reference's)": forcing torch.enable_grad() inside, so that checkpoint always has a graph to build, returns an output that requires grad (and records a graph) even when the caller runs under no_grad.
def checkpointed_forward(blocks, x):
    h = x
    with torch.enable_grad():
        for block in blocks:
            h = checkpoint(block, h, use_reentrant=False)
    return h
