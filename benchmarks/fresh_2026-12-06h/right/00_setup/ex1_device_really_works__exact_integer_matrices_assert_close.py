# Right: no random numbers at all — small integer matrices whose product is exact in float32 (so no global or private RNG is touched), compared with torch.testing.assert_close(rtol=1e-3, atol=1e-3) inside try/except; the product is checked for shape, dtype and values, and NaN fails assert_close.
def device_really_works(device) -> bool:
    a = (torch.arange(48 * 48, dtype=torch.float32).reshape(48, 48) % 7) - 3   # entries -3..3
    b = (torch.arange(48 * 48, dtype=torch.float32).reshape(48, 48).T % 5) - 2  # entries -2..2
    expected = torch.mm(a, b)
    try:
        on_device = torch.mm(a.to(device), b.to(device))
        back = on_device.cpu()
        torch.testing.assert_close(back, expected, rtol=1e-3, atol=1e-3)
    except Exception:                  # AssertionError (mismatch, or no CUDA), RuntimeError, ...
        return False
    return True
