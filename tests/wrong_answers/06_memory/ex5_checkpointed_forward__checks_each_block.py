# Diagnosis: host-sync-per-block
# Pitfall: a finiteness check after each block, read back with .item(): a host sync per block.
def checkpointed_forward(blocks, x):
    for block in blocks:
        x = checkpoint(block, x, use_reentrant=False)
        if not torch.isfinite(x).all().item():
            raise FloatingPointError("a block produced a non-finite value")
    return x
