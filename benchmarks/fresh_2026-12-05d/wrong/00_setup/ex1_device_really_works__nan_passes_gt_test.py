# Mistake: "a faulty device whose matrix products come back wrong ... (one entry NaN) ... your check must answer `False` there" — `(diff > tol).any()` is False for a NaN entry (NaN > x is False), so a device returning one NaN is called working.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        too_far = (got - expected).abs() > (1e-3 + 1e-3 * expected.abs())
        return not bool(too_far.any())
    except Exception:
        return False
