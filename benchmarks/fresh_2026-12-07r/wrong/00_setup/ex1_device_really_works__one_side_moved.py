# Mistake: "compute the product from inputs that are both on `device`" -- only the left matrix is moved, so a working accelerator that "refuses an operation that mixes its tensors with CPU tensors" raises and is called broken (False instead of True).
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
