# Mistake: "a working accelerator whose products differ from the CPU's in the last digits ... your check must answer `True` there too" — compares with torch.equal, so any last-digit difference counts as broken
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        got = (a.to(device) @ b.to(device)).cpu()
        return torch.equal(got, a @ b)
    except Exception:
        return False
