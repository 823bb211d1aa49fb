# Mistake: "Any exception on the way means the device does not work: return False instead of raising" (the list names "an AssertionError, as a PyTorch built without CUDA does"): only RuntimeError and NotImplementedError are caught, so a device whose product raises AssertionError makes the function raise.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except (RuntimeError, NotImplementedError):   # what cuda (no GPU) and meta raised in this notebook
        return False
    return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
