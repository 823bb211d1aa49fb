# Diagnosis: domain-wrong-result
# Pitfall: the entries are compared sorted, so a product with entries in the wrong places passes.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a, b = torch.randn(16, 16, generator=g), torch.randn(16, 16, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got.flatten().sort().values, (a @ b).flatten().sort().values, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
