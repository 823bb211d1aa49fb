# Mistake: "leave x, the blocks and every submodule's train/eval mode as you found them" — calls blocks.train() so that dropout is "active while training", which un-freezes a BatchNorm/block the caller put in eval mode (different output, updated running stats, mode changed)
from torch.utils.checkpoint import checkpoint

def checkpointed_forward(blocks, x):
    blocks.train()
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=False)
    return x
