# Right: fixed, non-constant values (arange-based) instead of a generator, and torch.testing.assert_close (rtol=atol=1e-3, NaN never equal) inside try/except instead of allclose.
def device_really_works(device) -> bool:
    a = (torch.arange(48, dtype=torch.float32).reshape(6, 8) % 7) - 3.0
    b = (torch.arange(40, dtype=torch.float32).reshape(8, 5) % 5) * 0.5 - 1.0
    want = a @ b
    try:
        got = (a.to(device) @ b.to(device)).to("cpu")
        torch.testing.assert_close(got, want, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
