# Right: distinct fixed-pattern inputs (no RNG touched at all), a float64 CPU reference rounded to float32, and torch.testing.assert_close with both rtol and atol inside one try that turns any exception into False
def device_really_works(device) -> bool:
    base = torch.arange(48, dtype=torch.float64).reshape(6, 8)
    a = torch.sin(base) * 3          # distinct, signed entries: a shifted or zeroed product shows
    b = torch.cos(base.t() * 0.7)
    expected = (a @ b).to(torch.float32)
    try:
        got = (a.float().to(device) @ b.float().to(device)).cpu()
        torch.testing.assert_close(got, expected, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
