# Mistake: "work from the arguments you are given, never from run.device" - falls back to the notebook's run.device when device is None, so a notebook running on a GPU (or a caller with another default device) gets the mask on the wrong device.
def causal_mask(size, device=None):
    if device is None:
        device = run.device
    return torch.tril(torch.ones(size, size, device=device)).bool()
