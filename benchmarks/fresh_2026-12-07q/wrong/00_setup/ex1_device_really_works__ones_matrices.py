# Mistake: "fixed values whose product is not the same number everywhere": a product of all-ones matrices is 8 everywhere, so a faulty device whose products come back with "every entry shifted one place along" is called working (True).
def device_really_works(device) -> bool:
    try:
        a = torch.ones(8, 8)
        b = torch.ones(8, 8)
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
