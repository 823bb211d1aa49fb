# Right: builds the strictly-upper triangle (the future) with torch.full(..., True).triu(1) and negates it with logical_not, under a `with torch.device(...)` block only when a device is given (the context manager restores the caller's default on exit).
import contextlib

def causal_mask(size, device=None):
    place = torch.device(device) if device is not None else contextlib.nullcontext()
    with place:
        future = torch.full((size, size), True, dtype=torch.bool).triu(diagonal=1)
    return future.logical_not()
