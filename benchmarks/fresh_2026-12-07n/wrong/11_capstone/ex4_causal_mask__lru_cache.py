# Mistake: "a caller that has set a default device ...: with `device=None` the result is on it" — caches the masks with functools.lru_cache keyed on (size, device), so after the caller changes the default device a call with device=None returns the tensor made earlier on the old device (and every caller shares one tensor object).
import functools

@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
