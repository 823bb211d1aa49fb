# Mistake: "Any exception on the way means the device does not work ... or raise ... as a PyTorch built without CUDA does, an `AssertionError`" — only RuntimeError is caught, so a device raising AssertionError ("Torch not compiled with CUDA enabled") makes the function raise instead of returning False.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except (RuntimeError, NotImplementedError):
        return False
    return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
