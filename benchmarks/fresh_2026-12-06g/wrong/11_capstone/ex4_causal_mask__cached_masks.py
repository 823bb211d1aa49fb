# Mistake: "a boolean tensor ... of shape `(size, size)`, created on `device`" with "`device=None` means the default device" — memoises the masks with functools.lru_cache: every call with the same arguments returns the same tensor object (a caller that edits its mask in place, say mask &= padding, changes every later mask), and a mask cached for device=None stays on the device that was the default at the first call after torch.set_default_device changes it
import functools


@functools.lru_cache(maxsize=None)
def causal_mask(size, device=None):
    return torch.ones(size, size, dtype=torch.bool, device=device).tril()
