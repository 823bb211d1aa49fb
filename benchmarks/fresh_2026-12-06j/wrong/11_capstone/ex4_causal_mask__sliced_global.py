# Mistake: "created on `device`" / "with `device=None` the result is on [the default device]": the mask is sliced out of one 9 x 9 mask built once at definition time (sizes go up to 9), so with device=None it stays on the device that was the default then, and every call returns a view of the same shared tensor.
_FULL_MASK = torch.ones(9, 9, dtype=torch.bool).tril()

def causal_mask(size, device=None):
    mask = _FULL_MASK[:size, :size]
    return mask if device is None else mask.to(device)
