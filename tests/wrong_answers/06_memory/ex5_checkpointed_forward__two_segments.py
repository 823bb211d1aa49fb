# Diagnosis: not-checkpointed
# Pitfall: checkpoint_sequential with 2 segments: the last segment, half of the blocks, is not checkpointed.
def checkpointed_forward(blocks, x):
    return torch.utils.checkpoint.checkpoint_sequential(blocks, 2, x, use_reentrant=False)
