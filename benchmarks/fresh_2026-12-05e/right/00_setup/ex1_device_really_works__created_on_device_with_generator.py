# Right: draws from a private Generator, creates the device copies with torch.tensor-like .to(device) of fresh clones, checks shape, finiteness and closeness explicitly; bool() of allclose (NaN makes allclose False).
def device_really_works(device) -> bool:
    try:
        device = torch.device(device)
        g = torch.Generator().manual_seed(1234)
        a = torch.randn(16, 24, generator=g)
        b = torch.randn(24, 16, generator=g)
        expected = a @ b
        result = torch.matmul(a.clone().to(device), b.clone().to(device)).to("cpu")
        if result.shape != expected.shape or result.dtype != expected.dtype:
            return False
        return bool(torch.isfinite(result).all()) and bool(
            torch.allclose(result, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
