# Mistake: "a faulty device whose matrix products come back wrong ... one entry NaN ... your check must answer False there" -- tests "is any entry farther than the tolerance?", and NaN > tol is False, so a product with a NaN entry is called working.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        too_far = (got - expected).abs() > 1e-3 + 1e-3 * expected.abs()
        return not bool(too_far.any())
    except Exception:
        return False
