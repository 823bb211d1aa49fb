# Mistake: "a caller under torch.no_grad(): nothing recorded, as in the reference (no grad_fn on the result; do not switch grad mode back on inside)" — wraps the loop in torch.enable_grad() so checkpoint always records, and a no_grad caller gets a result with a grad_fn.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    with torch.enable_grad():
        h = x
        for block in blocks:
            h = checkpoint(block, h, use_reentrant=False)
    return h
