# Diagnosis: working-device-said-broken
# Pitfall: compares the device's product with the CPU's without .cpu(): a real GPU refuses to mix them, so a working GPU is called broken.
def device_really_works(device) -> bool:
    generator = torch.Generator().manual_seed(0)
    a = torch.randn(32, 32, generator=generator)
    b = torch.randn(32, 32, generator=generator)
    try:
        return bool(torch.allclose(a.to(device) @ b.to(device), a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
