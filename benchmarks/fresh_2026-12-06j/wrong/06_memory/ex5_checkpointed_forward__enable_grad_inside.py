# Mistake: "a caller under torch.no_grad() (the result's requires_grad as the reference's)": the forward is forced under torch.enable_grad() so that checkpointing "works", so a caller under no_grad gets an output that requires grad and carries a graph.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    with torch.enable_grad():
        for block in blocks:
            x = checkpoint(block, x, use_reentrant=False)
    return x
