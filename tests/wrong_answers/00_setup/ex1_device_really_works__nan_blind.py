# Diagnosis: domain-wrong-result
# Pitfall: a hand-written closeness test that lets a NaN through.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a, b = torch.randn(32, 32, generator=g), torch.randn(32, 32, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return not bool(((got - a @ b).abs() > 1e-3 + 1e-3 * (a @ b).abs()).any())
    except Exception:
        return False
