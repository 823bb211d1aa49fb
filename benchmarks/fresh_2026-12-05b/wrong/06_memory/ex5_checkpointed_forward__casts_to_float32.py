# Mistake: "`x` may hold a single row and be float64" -- casts the input to float32 first, which breaks float64 blocks (dtype mismatch) instead of running in the input's dtype.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = x.float()
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=False)
    return h
