# Mistake: "use torch.allclose ... with a tolerance suited to float32" — compares with torch.equal, so a working GPU whose sums differ in the last digits is called broken.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        return torch.equal((a.to(device) @ b.to(device)).cpu(), a @ b)
    except Exception:
        return False
