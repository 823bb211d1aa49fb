# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`" — replaces None with "cpu" (device or "cpu"): right while the default device is the CPU, but under torch.set_default_device("cuda") (or a `with torch.device(...)` block) causal_mask(9) is made on the CPU while every other tensor of the model is on the default device
def causal_mask(size, device=None):
    device = device or "cpu"
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
