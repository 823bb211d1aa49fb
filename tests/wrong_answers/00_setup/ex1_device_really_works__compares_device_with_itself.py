# Diagnosis: no-reference
# Pitfall: the "reference" is a second product on the same device, so a faulty device agrees with itself.
def device_really_works(device) -> bool:
    try:
        a = torch.randn(32, 32, device=device)
        b = torch.randn(32, 32, device=device)
        first, second = (a @ b).cpu(), (a @ b).cpu()
        return bool(torch.allclose(first, second))
    except Exception:
        return False
