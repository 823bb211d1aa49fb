# Mistake: "each block is its own checkpointed segment: backward then recomputes one block at a time" (recomputing that block) — the loop checkpoints `lambda t: block(t)`, and Python closes over the variable, not its value: by the time backward recomputes, `block` is the last block, so every segment is recomputed with the last block's weights (wrong gradients, or a shape error when the widths differ)
from torch.utils.checkpoint import checkpoint


def checkpointed_forward(blocks, x):
    h = x
    for block in blocks:
        h = checkpoint(lambda t: block(t), h, use_reentrant=False)
    return h
