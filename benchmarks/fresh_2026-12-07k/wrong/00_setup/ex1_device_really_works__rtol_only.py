# Mistake: "a relative tolerance alone fails the entries of the product close to 0: set both `rtol` and `atol`" -- compares with rtol=1e-3 and atol=0, so a working accelerator whose products differ from the CPU's in the last digits is called broken wherever an entry of the product is near 0.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        # float32 results only differ in their last digits: a relative check is enough
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=0.0))
    except Exception:
        return False
