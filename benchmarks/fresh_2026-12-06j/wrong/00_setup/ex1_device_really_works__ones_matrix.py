# Mistake: "or use fixed values whose product is not the same number everywhere": with all-ones inputs every entry of the product is 8, so a faulty device whose products come back "every entry shifted one place along" is answered True.
def device_really_works(device) -> bool:
    a = torch.ones(8, 8)
    try:
        got = (a.to(device) @ a.to(device)).cpu()
        return bool(torch.allclose(got, a @ a, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
