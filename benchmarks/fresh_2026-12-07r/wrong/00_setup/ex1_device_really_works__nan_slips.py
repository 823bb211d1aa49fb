# Mistake: "wrong without raising (... one entry NaN ...)" must give False -- the check counts entries whose error exceeds the tolerance, and NaN > tol is False, so a product with one NaN entry is called working.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        want = a @ b
        too_far = (got - want).abs() > 1e-3 + 1e-3 * want.abs()
        return not bool(too_far.any())
    except Exception:
        return False
