# Mistake: "created on device" and "with device=None the result is on it [the default device]" — the mask is built in NumPy and moved with .to(device); torch.from_numpy always gives a CPU tensor and .to(None) leaves it there, so a caller's default device is ignored.
def causal_mask(size, device=None):
    return torch.from_numpy(np.tril(np.ones((size, size), dtype=bool))).to(device)
