# Right: fixed arange-based matrices (no random generator at all) and torch.testing.assert_close inside try/except instead of allclose.
def device_really_works(device) -> bool:
    a = (torch.arange(48, dtype=torch.float32).reshape(6, 8) - 20.5) / 7
    b = (torch.arange(40, dtype=torch.float32).reshape(8, 5) % 9 - 3.25) / 3
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        torch.testing.assert_close(got, expected, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
