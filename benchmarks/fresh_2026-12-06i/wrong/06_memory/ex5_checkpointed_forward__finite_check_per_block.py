# Mistake: "no host syncs: read nothing back to Python in the forward (no `.item()` or `.tolist()` to check or log a value)" — checks every block's output with `bool(torch.isfinite(h).all())`, one device-to-host read per block.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = x
    for i, block in enumerate(blocks):
        h = checkpoint(block, h, use_reentrant=False)
        if not bool(torch.isfinite(h).all()):
            raise FloatingPointError(f"block {i} produced a non-finite value")
    return h
