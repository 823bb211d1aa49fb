# Right: fixed, irregular small-valued matrices instead of random ones (no generator at all), and torch.testing.assert_close with rtol=atol=1e-3 inside the try, so any mismatch (NaN included) or exception gives False.
def device_really_works(device) -> bool:
    a = ((torch.arange(64 * 64, dtype=torch.float32).reshape(64, 64) * 37) % 101 - 50) / 50
    b = ((torch.arange(64 * 64, dtype=torch.float32).reshape(64, 64) * 53) % 89 - 44) / 44
    try:
        want = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        torch.testing.assert_close(got, want, rtol=1e-3, atol=1e-3)
    except Exception:   # a mismatch (AssertionError) and a failing device alike
        return False
    return True
