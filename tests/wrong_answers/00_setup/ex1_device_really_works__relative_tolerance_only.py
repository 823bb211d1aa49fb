# Diagnosis: tolerance-too-tight
# Pitfall: a relative tolerance alone (atol left at its default, 1e-8): an entry of the product close to
# 0 fails on the rounding difference of a GPU that adds up the terms in another order.
def device_really_works(device) -> bool:
    generator = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=generator)
    b = torch.randn(64, 64, generator=generator)
    try:
        return bool(torch.allclose((a.to(device) @ b.to(device)).cpu(), a @ b, rtol=1e-3))
    except Exception:
        return False
