# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" - forces torch.enable_grad() so that checkpointing "always works", so under a caller's no_grad the output requires grad and records a graph the caller did not ask for.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    with torch.enable_grad():
        for block in blocks:
            x = checkpoint(block, x, use_reentrant=False)
    return x
