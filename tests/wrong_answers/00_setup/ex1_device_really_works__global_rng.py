# Diagnosis: global-state-changed
# Pitfall: draws the test matrices from the global random generator, so calling the check changes everyone's random numbers.
def device_really_works(device) -> bool:
    a, b = torch.randn(16, 16), torch.randn(16, 16)
    try:
        return bool(torch.allclose((a.to(device) @ b.to(device)).cpu(), a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
