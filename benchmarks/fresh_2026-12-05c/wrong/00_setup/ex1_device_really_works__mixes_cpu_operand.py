# Mistake: "compute the product from inputs that are both on `device`" — only one operand is moved; an accelerator that refuses CPU/device mixes raises, so a working accelerator is answered False
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b).cpu()
    except Exception:
        return False
    return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
