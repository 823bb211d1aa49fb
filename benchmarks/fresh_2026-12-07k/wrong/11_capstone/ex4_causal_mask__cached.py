# Mistake: "with device=None the result is on [the caller's default device]": the mask is memoised on (size, device), so a mask first built for device=None on one default device is returned again after the caller changes the default device (and every caller shares the same tensor object).
import functools

@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
