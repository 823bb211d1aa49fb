# Mistake: "a caller that has set a default device ...: with `device=None` the result is on it" (and the mask is "created on `device`"): masks are memoised with functools.lru_cache on (size, device), so after the caller changes the default device, causal_mask(size) returns the tensor cached under the old default, on the old device, and every caller shares (and can corrupt) that one tensor.
import functools


@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
