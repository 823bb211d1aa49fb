# Right: uses fixed, all-different values (arange-based, no generator at all) and an explicit isfinite + allclose test on the CPU.
def device_really_works(device) -> bool:
    try:
        a = (torch.arange(64.0).reshape(8, 8) - 31.5) / 16       # every entry different, positive and negative
        b = torch.cos(torch.arange(64.0)).reshape(8, 8)
        expected = a @ b
        on_device = a.to(device) @ b.to(device)
        got = on_device.cpu()
        if got.shape != expected.shape or not bool(torch.isfinite(got).all()):
            return False
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
