# Right: checkpoints every block but the last, each through a function that binds its block as a default argument (no late binding), with use_reentrant=False and the default preserve_rng_state; the last block runs plainly, which the prompt allows; reads nothing back and changes no flag
from torch.utils.checkpoint import checkpoint


def checkpointed_forward(blocks, x):
    blocks = list(blocks)
    h = x
    for block in blocks[:-1]:
        h = checkpoint(lambda t, b=block: b(t), h, use_reentrant=False)
    return blocks[-1](h)
