# Mistake: "a small matrix product computed **on** `device` comes back to the CPU" — the product is computed on the CPU and only the result is sent through the device, so a device whose matmul is wrong is called working.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    ref = a @ b
    try:
        back = ref.to(device).cpu()   # round trip through the device
        return bool(torch.allclose(back, ref, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
