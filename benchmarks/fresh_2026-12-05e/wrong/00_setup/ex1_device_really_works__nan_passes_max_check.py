# Mistake: "a faulty device whose matrix products come back wrong (... one entry NaN ...) your check must answer `False` there" — `not (diff > tol).any()` is True when the bad entry is NaN, since NaN > tol is False.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(32, 32, generator=g)
    b = torch.randn(32, 32, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        ref = a @ b
        diff = (got - ref).abs()
        return not bool((diff > 1e-3 + 1e-3 * ref.abs()).any())
    except Exception:
        return False
