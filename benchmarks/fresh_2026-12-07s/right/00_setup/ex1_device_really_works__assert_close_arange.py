# Right: uses fixed, non-random, non-uniform values (no generator at all) and torch.testing.assert_close inside try/except, returning True only if no exception.
def device_really_works(device) -> bool:
    a = torch.arange(48, dtype=torch.float32).reshape(6, 8) / 7 - 3
    b = torch.arange(40, dtype=torch.float32).reshape(8, 5).sin()
    want = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        torch.testing.assert_close(got, want, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
