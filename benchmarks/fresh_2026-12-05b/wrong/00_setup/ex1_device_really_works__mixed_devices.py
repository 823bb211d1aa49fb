# Mistake: "compute the product from inputs that are both on device" — only the left factor is moved, so a working accelerator that refuses mixed-device operations is called broken (the CPU still passes).
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        on_device = (a.to(device) @ b).cpu()
        return bool(torch.allclose(on_device, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
