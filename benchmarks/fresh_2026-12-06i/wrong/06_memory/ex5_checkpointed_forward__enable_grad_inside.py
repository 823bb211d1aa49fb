# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — wraps the loop in torch.enable_grad() "so checkpoint always has a graph", so under the caller's no_grad() the output requires grad and a graph is recorded anyway.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    with torch.enable_grad():
        h = x
        for block in blocks:
            h = checkpoint(block, h, use_reentrant=False)
    return h
