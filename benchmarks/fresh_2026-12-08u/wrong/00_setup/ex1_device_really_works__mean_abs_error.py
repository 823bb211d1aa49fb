# Mistake: "matches the same product computed on the CPU (use torch.allclose ... rtol and atol around 1e-3)": compares the MEAN absolute error with 1e-3, so a faulty device with "one entry 0.5 off" in a 64x64 product (mean error 0.5/4096) is called working.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool((got - expected).abs().mean() < 1e-3)
    except Exception:
        return False
