# Right: inputs are drawn on the CPU from a private Generator and moved with .to(device=device); the result comes back with .to("cpu"), and the comparison is done with an explicit max-error test that treats NaN as failure (`not (err <= tol).all()`).
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = torch.matmul(a.to(device=device), b.to(device=device)).to("cpu")
        ok = (got - expected).abs() <= 1e-3 + 1e-3 * expected.abs()
        return bool(ok.all())
    except Exception:
        return False
