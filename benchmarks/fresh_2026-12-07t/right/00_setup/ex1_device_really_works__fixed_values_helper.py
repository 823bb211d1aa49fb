# Right: deterministic fixed values (no random generator at all, products differ entry by entry), a helper for the comparison, and the device normalised with torch.device first.
def _same(got, expected, tol=1e-3):
    return got.shape == expected.shape and bool(torch.allclose(got, expected, rtol=tol, atol=tol))


def device_really_works(device) -> bool:
    try:
        dev = torch.device(device)
        a = (torch.arange(20 * 12, dtype=torch.float32).reshape(20, 12) % 7 - 3) / 4
        b = (torch.arange(12 * 9, dtype=torch.float32).reshape(12, 9) % 5 - 2) / 3
        expected = torch.matmul(a, b)
        got = torch.matmul(a.to(dev), b.to(dev)).cpu()
        return _same(got, expected)
    except Exception:
        return False
