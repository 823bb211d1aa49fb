# Mistake: "with a tolerance suited to float32: rtol and atol around 1e-3" — uses atol=0.5 and rtol=0.1, so a faulty device whose products are a little wrong passes.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        on_device = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(on_device, a @ b, rtol=0.1, atol=0.5))
    except Exception:
        return False
