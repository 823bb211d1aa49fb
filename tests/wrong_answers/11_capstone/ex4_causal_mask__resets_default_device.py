# Diagnosis: global-state-changed
# Pitfall: builds the mask under set_default_device(device), then resets the default device to None: a default device the caller had set is gone.
def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    try:
        idx = torch.arange(size)
        return idx[:, None] >= idx[None, :]
    finally:
        torch.set_default_device(None)
