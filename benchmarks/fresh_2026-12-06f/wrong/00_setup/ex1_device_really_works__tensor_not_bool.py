# Mistake: "Return a Python `bool` (`True` or `False`), not a tensor." — the success path returns a 0-d bool tensor from isclose(...).all(), not True.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return torch.isclose(got, a @ b, rtol=1e-3, atol=1e-3).all()
    except Exception:
        return False
