# Mistake: "a relative tolerance alone fails the entries of the product close to 0: set both rtol and atol" -- compares with atol=0, so a working accelerator whose products differ from the CPU's in the last digits is called broken.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=0.0))
    except Exception:
        return False
