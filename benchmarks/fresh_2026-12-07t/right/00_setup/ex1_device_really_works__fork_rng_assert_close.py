# Right: draws from the global generator inside torch.random.fork_rng(devices=[]) (which restores it) and compares with torch.testing.assert_close, turning its AssertionError into False.
def device_really_works(device) -> bool:
    try:
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(1234)
            a = torch.randn(32, 48)
            b = torch.randn(48, 16)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).to("cpu")
        torch.testing.assert_close(got, expected, rtol=1e-3, atol=1e-3)
        return True
    except Exception:
        return False
