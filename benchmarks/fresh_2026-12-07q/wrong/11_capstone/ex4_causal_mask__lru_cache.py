# Mistake: "a caller that has set a default device ...: with `device=None` the result is on it" - the masks are cached by (size, device), so causal_mask(n) called once before torch.set_default_device(...) keeps returning the first, CPU mask (the same object, too) after the default device changes.
import functools


@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, dtype=torch.bool, device=device))
