# Mistake: "or use fixed values whose product is not the same number everywhere" — the fixed inputs are all ones, so every entry of the product is 16; a faulty device that shifts every entry one place along (or permutes them) still matches and is called working.
def device_really_works(device) -> bool:
    a = torch.ones(16, 16)          # fixed values: no random generator touched at all
    expected = a @ a
    try:
        d = a.to(device)
        got = (d @ d).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
