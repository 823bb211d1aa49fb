# Right: draws the matrices from the global generator inside torch.random.fork_rng(devices=[]) (which restores it) and compares with torch.testing.assert_close inside the try, instead of a private Generator and torch.allclose.
def device_really_works(device) -> bool:
    try:
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(1234)
            a = torch.randn(32, 48)
            b = torch.randn(48, 16)
        reference = a @ b
        result = torch.matmul(a.to(device), b.to(device)).cpu()
        torch.testing.assert_close(result, reference, rtol=1e-3, atol=1e-3)
        return True
    except Exception:
        return False
