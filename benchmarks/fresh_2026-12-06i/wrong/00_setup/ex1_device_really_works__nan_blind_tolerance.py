# Mistake: "It returns `True` only when a small matrix product computed **on** `device` comes back to the CPU and matches the same product" — the hand-written tolerance test asks "is any entry too far off?", and a NaN entry compares False, so a device whose product has one entry NaN is called working.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        too_far = (got - expected).abs() > 1e-3 + 1e-3 * expected.abs()
        return not bool(too_far.any())
    except Exception:
        return False
