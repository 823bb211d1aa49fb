# Diagnosis: cpu-said-broken
# Pitfall: demands exact equality with a float64 reference, so even the CPU "fails".
def device_really_works(device) -> bool:
    a = torch.randn(64, 64)
    try:
        on_device = (a.to(device) @ a.to(device)).cpu()
    except Exception:
        return False
    return torch.equal(on_device.double(), a.double() @ a.double())
