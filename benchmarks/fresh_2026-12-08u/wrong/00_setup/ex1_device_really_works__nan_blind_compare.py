# Mistake: "matches the same product computed on the CPU" / "one entry NaN" must answer False: a hand-written tolerance check that looks for entries that are too far off; NaN compares False with everything, so a product with one NaN entry has "no bad entry" and the device is called working.
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
