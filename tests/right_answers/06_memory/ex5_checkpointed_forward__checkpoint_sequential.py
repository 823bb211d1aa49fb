# Approach: checkpoint_sequential with one segment per block (the last block runs plainly, as allowed).
def checkpointed_forward(blocks, x):
    from torch.utils.checkpoint import checkpoint_sequential

    return checkpoint_sequential(nn.Sequential(*blocks), len(blocks), x, use_reentrant=False)
