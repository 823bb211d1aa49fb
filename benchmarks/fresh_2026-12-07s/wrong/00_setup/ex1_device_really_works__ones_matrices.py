# Mistake: "fixed values whose product is not the same number everywhere" -- multiplies all-ones matrices, whose product is 4 everywhere, so a faulty device that shifts every entry one place along looks right and is called working.
def device_really_works(device) -> bool:
    try:
        a = torch.ones(4, 4)
        got = (a.to(device) @ a.to(device)).cpu()
        return bool(torch.allclose(got, a @ a, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
