# Right: checkpoints every block but the last (which the prompt allows), calling torch.utils.checkpoint by its full path.
import torch.utils.checkpoint

def checkpointed_forward(blocks, x):
    n = len(blocks)
    out = x
    for i in range(n):
        if i < n - 1:
            out = torch.utils.checkpoint.checkpoint(blocks[i], out, use_reentrant=False, preserve_rng_state=True)
        else:
            out = blocks[i](out)
    return out
