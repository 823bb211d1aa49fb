# Mistake: "a caller that has set a default device ...: with `device=None` the result is on it" - the mask is built in NumPy and converted with torch.from_numpy, which always gives a CPU tensor, and .to(None) leaves it there, ignoring the caller's default device.
def causal_mask(size, device=None):
    mask = torch.from_numpy(np.tril(np.ones((size, size), dtype=bool)))
    return mask.to(device)
