# Mistake: "set both `rtol` and `atol`" / "a working accelerator whose products differ from the CPU's in the last digits ... must answer True": atol=0 makes entries of the product near 0 fail, so a working GPU-like device is called broken.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=0.0))
    except Exception:
        return False
