# Diagnosis: no-reference
# Pitfall: computes on the device and trusts any finite result, never comparing with the CPU.
def device_really_works(device) -> bool:
    try:
        a = torch.randn(64, 64, device=device)
        product = (a @ a).cpu()
    except Exception:
        return False
    return bool(torch.isfinite(product).all())
