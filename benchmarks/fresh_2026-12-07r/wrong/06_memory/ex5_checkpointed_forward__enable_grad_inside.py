# Mistake: "a caller under torch.no_grad(): nothing recorded, as in the reference (no grad_fn on the result; do not switch grad mode back on inside)": wrapping the loop in torch.enable_grad() (so checkpoint "always works") records a graph and returns a result with a grad_fn under the caller's no_grad.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    with torch.enable_grad():
        for block in blocks:
            x = checkpoint(block, x, use_reentrant=False)
    return x
