# Mistake: "they are wrong without raising (... one entry NaN ...)" must give False -- the check looks for entries that differ by more than the tolerance, and NaN > tol is False, so a device returning one NaN entry is called working.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        got = (a.to(device) @ b.to(device)).cpu()
        want = a @ b
        bad = (got - want).abs() > 1e-3 + 1e-3 * want.abs()
        return not bool(bad.any())
    except Exception:
        return False
