# Mistake: "the output and the gradients ... equal those of the plain forward pass, with the same random seed" and "leave ... every submodule's train/eval mode as you found them" — puts each block in eval mode so that the recomputation is deterministic: Dropout is switched off (other output than the plain forward) and the blocks are left in eval mode
def checkpointed_forward(blocks, x):
    blocks.eval()
    h = x
    for block in blocks:
        h = checkpoint(block, h, use_reentrant=False, preserve_rng_state=False)
    return h
