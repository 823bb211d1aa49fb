# Right: draws from its own generator, then checks shape, finiteness and the allclose inequality element by element by hand (|got - want| <= atol + rtol * |want|), returning a Python bool.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(1234)
    a = torch.randn(32, 32, generator=g)
    b = torch.randn(32, 32, generator=g)
    want = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        if got.shape != want.shape or got.dtype != want.dtype:
            return False
        if not bool(torch.isfinite(got).all()):
            return False
        within = (got - want).abs() <= 1e-3 + 1e-3 * want.abs()
        return bool(within.all())
    except Exception:
        return False
