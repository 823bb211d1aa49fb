# Right: own generator, both operands on the device, result brought back with .cpu() and checked with assert_close (rtol and atol 1e-3); any exception, including the AssertionError of a mismatch, means False
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    expected = a @ b
    try:
        got = torch.mm(a.to(device), b.to(device)).cpu()
        torch.testing.assert_close(got, expected, rtol=1e-3, atol=1e-3)
    except Exception:
        return False
    return True
