# Mistake: "a faulty device whose matrix products come back wrong (... one entry NaN ...): your check must answer False": testing "no entry is off by more than the tolerance" lets a NaN entry through (NaN > tol is False), so that device is answered True.
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
