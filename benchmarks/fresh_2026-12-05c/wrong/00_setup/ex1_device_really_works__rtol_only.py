# Mistake: "a relative tolerance alone fails the entries of the product close to 0: set both `rtol` and `atol`" — uses atol=0, so a working accelerator whose products differ in the last digits is called broken on near-zero entries
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-5, atol=0.0))
    except Exception:
        return False
