# Mistake: "bring the result back with .cpu(), and compare it on the CPU with the same product computed from CPU tensors" — moves the CPU reference to the device and lets the (possibly faulty) device do the comparison.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        a_dev, b_dev = a.to(device), b.to(device)
        return bool(torch.allclose(a_dev @ b_dev, (a @ b).to(device), rtol=1e-3, atol=1e-3))
    except Exception:
        return False
