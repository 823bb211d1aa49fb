# Right: deterministic non-constant inputs built with arange (no RNG at all), compared with torch.testing.assert_close (which fails on NaN), any exception -> False, bool returned.
def device_really_works(device) -> bool:
    try:
        n = 32
        a = (torch.arange(n * n, dtype=torch.float32).reshape(n, n) % 11 - 5) / 7
        b = (torch.arange(n * n, dtype=torch.float32).reshape(n, n).T % 13 - 6) / 5
        got = (a.to(device) @ b.to(device)).to("cpu")
        torch.testing.assert_close(got, a @ b, rtol=1e-3, atol=1e-3)
        return True
    except Exception:
        return False
