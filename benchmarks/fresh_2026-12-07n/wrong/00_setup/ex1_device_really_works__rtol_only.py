# Mistake: "set both `rtol` and `atol`" / "a working accelerator whose products differ from the CPU's in the last digits ... must answer True": with atol=0 the entries of the product close to 0 fail, so a right accelerator whose last digits differ is called broken.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        on_device = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(on_device, a @ b, rtol=1e-3, atol=0.0))
    except Exception:
        return False
