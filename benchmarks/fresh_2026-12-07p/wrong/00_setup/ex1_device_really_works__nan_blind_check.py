# Mistake: "for the `meta` device and the two other kinds it is `False`" where a wrong kind returns "one entry NaN": the check asks "is any entry off by more than the tolerance?", and NaN > tol is False, so a product with a NaN entry is called working (True).
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        want = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        too_far = (got - want).abs() > 1e-3 + 1e-3 * want.abs()   # allclose's rule, written out
        return not bool(too_far.any())
    except Exception:
        return False
