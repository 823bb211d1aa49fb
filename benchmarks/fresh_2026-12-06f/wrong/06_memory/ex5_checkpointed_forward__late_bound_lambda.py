# Mistake: "backward then recomputes one block at a time ... the gradients of every parameter equal those of the plain forward pass" — wraps each block in a lambda that reads blocks[i] from the loop variable; the lambda is called again during backward, when i holds its final value, so every recomputation runs the last block (wrong gradients, or a shape error when widths differ). The forward output is right.
from torch.utils.checkpoint import checkpoint


def checkpointed_forward(blocks, x):
    for i in range(len(blocks)):
        x = checkpoint(lambda t: blocks[i](t), x, use_reentrant=False)
    return x
