# Mistake: "use fixed values whose product is not the same number everywhere" — with all-ones inputs every entry of the product is 64, so a device that returns every entry shifted one place along (rolled) gives the same matrix and is called working.
def device_really_works(device) -> bool:
    try:
        a = torch.ones(64, 64)
        b = torch.ones(64, 64)
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
