# Mistake: "a relative tolerance alone fails the entries of the product close to 0: set both rtol and atol" — uses rtol=1e-3 with atol=0, so an accelerator that differs in the last digits is called broken.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        on_device = (a.to(device) @ b.to(device)).cpu()
    except Exception:
        return False
    return bool(torch.allclose(on_device, a @ b, rtol=1e-3, atol=0.0))
