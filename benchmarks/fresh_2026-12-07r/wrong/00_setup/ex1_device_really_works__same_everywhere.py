# Mistake: "or use fixed values whose product is not the same number everywhere" -- ones @ ones is 8 in every entry, so a device whose product comes back with "every entry shifted one place along" still matches and is called working.
def device_really_works(device) -> bool:
    a = torch.ones(8, 8)
    b = torch.full((8, 8), 2.0)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
