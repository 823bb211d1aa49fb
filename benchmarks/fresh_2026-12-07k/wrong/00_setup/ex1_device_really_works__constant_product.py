# Mistake: "or use fixed values whose product is not the same number everywhere" -- multiplies two all-ones matrices, whose product is 8 in every entry, so a faulty device whose product comes back "every entry shifted one place along" still matches and is called working.
def device_really_works(device) -> bool:
    try:
        a = torch.ones(8, 8)                 # fixed values: no random generator to disturb
        b = torch.ones(8, 8)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
