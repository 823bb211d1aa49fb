# Mistake: "Return a Python `bool` (`True` or `False`), not a tensor." — returns the 0-d bool tensor `(got - ref).abs().max() <= tol` on every working device.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except Exception:
        return False
    ref = a @ b
    return (got - ref).abs().max() <= 1e-3 + 1e-3 * ref.abs().max()
