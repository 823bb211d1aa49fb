# Diagnosis: no-reference
# Pitfall: a relative tolerance of 1 lets a product twice too large pass.
def device_really_works(device) -> bool:
    generator = torch.Generator().manual_seed(0)
    a = torch.rand(8, 8, generator=generator) + 1
    b = torch.rand(8, 8, generator=generator) + 1
    try:
        return bool(torch.allclose((a.to(device) @ b.to(device)).cpu(), a @ b, rtol=1.0))
    except Exception:
        return False
