# Right: the CPU reference is computed in float64 (closer to the exact product) and compared with assert_close(rtol=1e-3, atol=1e-3) after casting the device result to float64; any exception (including the comparison's AssertionError) means False; own Generator, nothing printed.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(1234)
        a = torch.randn(32, 48, generator=g)
        b = torch.randn(48, 40, generator=g)
        expected = a.double() @ b.double()
        got = (a.to(device) @ b.to(device)).cpu().double()
        torch.testing.assert_close(got, expected, rtol=1e-3, atol=1e-3)
        return True
    except Exception:
        return False
