# Right: no random numbers at all (fixed arange matrices whose product differs entry by entry), compared with torch.testing.assert_close, whose AssertionError is caught like any other failure.
def device_really_works(device) -> bool:
    a = torch.arange(1.0, 65.0).reshape(8, 8) / 64
    b = torch.arange(64.0, 0.0, -1.0).reshape(8, 8).T / 32
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        torch.testing.assert_close(got, expected, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
