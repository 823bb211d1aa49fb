# Diagnosis: not-a-bool
# Pitfall: returns the comparison as a 0-d tensor instead of a Python bool.
def device_really_works(device) -> bool:
    a = torch.randn(16, 16)
    try:
        on_device = (a.to(device) @ a.to(device)).cpu()
        return (on_device - a @ a).abs().max() < 1e-3
    except Exception:
        return False
