# Mistake: "a boolean tensor ... created on `device`" and "global state as found": masks are memoised with functools.lru_cache, so every call with the same arguments returns the same tensor object (a caller that edits its mask, e.g. to open a prefix, changes every later mask), and a default device set later is ignored for a size already cached with device=None.
import functools


@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).tril_()
