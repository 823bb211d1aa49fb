# Mistake: "compute the product from inputs that are both on `device`" — only `a` is moved; a working accelerator that refuses to mix its tensors with CPU tensors raises, which is caught, so it is called broken (False).
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        got = (a.to(device) @ b).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
