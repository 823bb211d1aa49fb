# Diagnosis: not-recursive
# Pitfall: skips non-tensors but looks only at the top level, so nested tensors stay behind.
def move_batch(batch, device):
    if isinstance(batch, dict):
        return {k: v.to(device) if isinstance(v, torch.Tensor) else v for k, v in batch.items()}
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    return batch
