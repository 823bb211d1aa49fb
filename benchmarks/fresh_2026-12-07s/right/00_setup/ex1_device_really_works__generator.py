# Right: draws from its own CPU generator, compares with torch.allclose (rtol and atol 1e-3) and converts with bool(); catches any exception, including AssertionError.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        dev = torch.device(device)
        on_device = a.to(dev) @ b.to(dev)
        return bool(torch.allclose(on_device.cpu(), a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
