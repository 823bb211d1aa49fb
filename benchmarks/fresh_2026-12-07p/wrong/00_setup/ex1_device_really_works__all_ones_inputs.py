# Mistake: "or use fixed values whose product is not the same number everywhere" and a wrong kind returns "every entry shifted one place along": with all-ones matrices every entry of the product is 64, so a device that shifts the entries one place returns the same matrix and is called working (True).
def device_really_works(device) -> bool:
    try:
        a = torch.ones(64, 64)          # fixed values: no random state touched
        b = torch.ones(64, 64)
        want = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, want, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
