# Mistake: "a working accelerator whose products differ from the CPU's in the last digits ... your check must answer `True` there too (a relative tolerance alone fails the entries of the product close to 0: set both `rtol` and `atol`)": atol=0 makes entries of the product near 0 fail on such an accelerator, so it is called broken (False).
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        want = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, want, rtol=1e-3, atol=0.0))   # 0.1 % of each entry
    except Exception:
        return False
