# Right: no random numbers at all: fixed, non-uniform rectangular inputs built from arange, compared with torch.testing.assert_close (both rtol and atol) inside one try/except that turns any failure into False.
def device_really_works(device) -> bool:
    a = (torch.arange(48 * 32, dtype=torch.float32).reshape(48, 32) % 7 - 3.0) / 3.0
    b = (torch.arange(32 * 40, dtype=torch.float32).reshape(32, 40) % 5 - 2.0) / 2.0
    expected = a @ b
    try:
        dev = torch.device(device)
        got = torch.matmul(a.to(dev), b.to(dev)).to("cpu")
        torch.testing.assert_close(got, expected, rtol=1e-3, atol=1e-3)
    except Exception:                 # AssertionError from assert_close, RuntimeError, ...
        return False
    return True
