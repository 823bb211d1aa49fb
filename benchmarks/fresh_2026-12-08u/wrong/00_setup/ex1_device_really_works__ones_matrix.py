# Mistake: "or use fixed values whose product is not the same number everywhere": multiplies two matrices of ones, whose product is 16 everywhere, so a faulty device whose product comes back with "every entry shifted one place along" matches and is called working.
def device_really_works(device) -> bool:
    try:
        a = torch.ones(16, 16)
        expected = a @ a
        on_device = a.to(device)
        got = (on_device @ on_device).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
