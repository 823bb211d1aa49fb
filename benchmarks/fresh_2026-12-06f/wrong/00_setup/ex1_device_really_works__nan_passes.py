# Mistake: "wrong without raising (... one entry NaN ...)" must give False — the check looks for entries that are too far off, and NaN > tol is False, so a product with a NaN entry counts as working.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        ref = a @ b
        too_far = (got - ref).abs() > 1e-3 + 1e-3 * ref.abs()
        return not bool(too_far.any())
    except Exception:
        return False
