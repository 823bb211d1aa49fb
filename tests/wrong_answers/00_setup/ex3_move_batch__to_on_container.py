# Diagnosis: container-to
# Pitfall: calls .to() on the batch itself, as if a dict were a tensor.
def move_batch(batch, device):
    return batch.to(device)
