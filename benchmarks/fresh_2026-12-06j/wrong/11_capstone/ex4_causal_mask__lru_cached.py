# Mistake: "`device=None` means the default device" / "a caller that has set a default device ...: with `device=None` the result is on it": the mask is memoised with functools.lru_cache keyed on (size, device), so a mask first built for device=None is handed back (the very same tensor object every call) after the caller changes the default device, on the old device; and a caller who edits one mask edits every later one.
import functools

@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
