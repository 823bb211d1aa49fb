# Diagnosis: domain-wrong-result
# Pitfall: only the means are compared; one wrong entry goes unnoticed.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a, b = torch.randn(32, 32, generator=g), torch.randn(32, 32, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return abs(got.mean().item() - (a @ b).mean().item()) < 1e-3
    except Exception:
        return False
