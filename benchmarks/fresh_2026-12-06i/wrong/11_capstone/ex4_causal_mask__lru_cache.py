# Mistake: "`device=None` means the default device ... a caller that has set a default device: with `device=None` the result is on it" — masks are memoised with functools.lru_cache on (size, device); the key None does not capture the current default device, so after the caller changes it a second call returns the mask cached on the old device (and every caller shares one tensor object).
import functools

@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
