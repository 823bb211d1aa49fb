# Mistake: "a caller that has set a default device (`torch.set_default_device(...)`...): with `device=None` the result is on it" — None is turned into "cpu" explicitly, so a caller's default device is ignored and the mask is always made on the CPU.
def causal_mask(size, device=None):
    device = torch.device("cpu") if device is None else torch.device(device)
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
