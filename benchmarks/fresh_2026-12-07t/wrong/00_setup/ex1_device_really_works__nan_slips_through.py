# Mistake: "one entry NaN ... your check must answer `False` there": the check looks for differences above the tolerance, and NaN > tol is False, so a product with a NaN entry passes and the device is answered True.
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
