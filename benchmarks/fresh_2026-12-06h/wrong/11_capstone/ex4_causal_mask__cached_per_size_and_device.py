# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`" — the masks are memoised on (size, device); with device=None the key does not capture the default device, so after torch.set_default_device(...) a second call returns the mask cached on the old device (and every caller shares one tensor object).
import functools

@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
