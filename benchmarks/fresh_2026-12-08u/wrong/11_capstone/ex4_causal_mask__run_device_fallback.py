# Mistake: "device=None means the default device" and "work from the arguments you are given, never from run.device" — None falls back to the notebook's run.device, so a notebook on a GPU gets a CUDA mask for device=None, and a default device set with torch.set_default_device is ignored.
def causal_mask(size, device=None):
    if device is None:
        device = run.device
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
