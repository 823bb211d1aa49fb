# Right: a helper applies checkpoint(..., use_reentrant=False) to every block but the last, which runs plainly; the loop works on an index, and preserve_rng_state is passed explicitly as True.
def _ckpt(block, h):
    return checkpoint(block, h, use_reentrant=False, preserve_rng_state=True)

def checkpointed_forward(blocks, x):
    h = x
    last = len(blocks) - 1
    for i, block in enumerate(blocks):
        h = block(h) if i == last else _ckpt(block, h)
    return h
