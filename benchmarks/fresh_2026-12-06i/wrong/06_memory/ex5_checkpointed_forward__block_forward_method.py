# Mistake: "call the blocks themselves" — passes `block.forward` to checkpoint (as some tutorials do), so the blocks' __call__ never runs: their forward hooks and pre-hooks are skipped, in the forward and in the recomputation.
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        h = checkpoint(block.forward, h, use_reentrant=False)
    return h
