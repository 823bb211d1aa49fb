# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — the forward is wrapped in torch.enable_grad() "so checkpointing always has a graph to work with": under a caller's no_grad() the output requires grad and a graph is recorded, where the plain forward records none.
def checkpointed_forward(blocks, x):
    with torch.enable_grad():
        h = x
        for block in blocks:
            h = checkpoint(block, h, use_reentrant=False)
    return h
