# Diagnosis: non-tensor-touched
# Pitfall: the usual one-liner for a dict of tensors; it calls .to() on every value.
def move_batch(batch, device):
    return {key: value.to(device) for key, value in batch.items()}
