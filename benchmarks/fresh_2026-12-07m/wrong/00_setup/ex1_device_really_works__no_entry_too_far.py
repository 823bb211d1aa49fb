# Mistake: wrong products with "one entry NaN" must give False: the check asks whether any entry is further than the tolerance, and NaN > tol is False, so a device that returns one NaN entry is called working (True).
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except Exception:
        return False
    too_far = (got - expected).abs() > 1e-3 + 1e-3 * expected.abs()
    return not bool(too_far.any())
