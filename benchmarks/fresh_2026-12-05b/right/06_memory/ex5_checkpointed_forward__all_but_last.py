# Right: non-reentrant checkpoint on every block except the last, which runs plainly (allowed by the prompt); RNG state preserved by default.
import torch.utils.checkpoint as ckpt

def checkpointed_forward(blocks, x):
    n = len(blocks)
    for i, block in enumerate(blocks):
        if i < n - 1:
            x = ckpt.checkpoint(block, x, use_reentrant=False, preserve_rng_state=True)
        else:
            x = block(x)
    return x
