# Mistake: "use fixed values whose product is not the same number everywhere" / wrong products "every entry shifted one place along" must give False: the inputs are all ones, so every entry of the product is 8 and a device that shifts the entries one place along still matches (answer True).
def device_really_works(device) -> bool:
    a = torch.ones(8, 8)
    b = torch.ones(8, 8)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
