# Mistake: "or use fixed values whose product is not the same number everywhere" — all-ones inputs give a product whose every entry is 8.0, so a faulty device that shifts every entry one place along (or permutes them) still matches and is called working
def device_really_works(device) -> bool:
    try:
        a = torch.ones(8, 8)
        b = torch.ones(8, 8)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
