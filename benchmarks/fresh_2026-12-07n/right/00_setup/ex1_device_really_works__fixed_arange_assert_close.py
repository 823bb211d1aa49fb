# Right: fixed, distinct non-random values (no generator at all) and torch.testing.assert_close, whose AssertionError is caught like any other failure.
def device_really_works(device) -> bool:
    a = (torch.arange(48, dtype=torch.float32).reshape(6, 8) - 20.0) / 7.0
    b = (torch.arange(40, dtype=torch.float32).reshape(8, 5) % 9 - 4.0) / 3.0
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).to("cpu")
        torch.testing.assert_close(got, expected, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
