# Mistake: "Return a Python `bool` (`True` or `False`), not a tensor" — returns the 0-d bool tensor produced by the comparison
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(16, 16, generator=g)
        b = torch.randn(16, 16, generator=g)
        got = (a.to(device) @ b.to(device)).cpu()
        return ((got - a @ b).abs() <= 1e-3 + 1e-3 * (a @ b).abs()).all()
    except Exception:
        return False
