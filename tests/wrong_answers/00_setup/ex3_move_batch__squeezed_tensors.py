# Diagnosis: tensor-changed
# Pitfall: squeezes every tensor on the way, so a batch of one or a (N, 1) column loses a dimension.
def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device).squeeze()
    if isinstance(batch, dict):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, (list, tuple)):
        return type(batch)(move_batch(v, device) for v in batch)
    return batch
