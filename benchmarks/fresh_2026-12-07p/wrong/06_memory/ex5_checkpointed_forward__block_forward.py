# Mistake: "call the blocks themselves": checkpoint is given block.forward, which bypasses each module's __call__, so its forward hooks and pre-hooks never run (the caller's hooks, and the tests' recording of which block is recomputed when, see nothing).
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    for block in blocks:
        x = checkpoint(block.forward, x, use_reentrant=False)
    return x
