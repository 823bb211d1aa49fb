# Mistake: "Any exception on the way means the device does not work: return False instead of raising" (must-handle: "or an AssertionError, as a PyTorch built without CUDA does") — it catches only the RuntimeError / NotImplementedError family, so a device whose product raises AssertionError makes it raise.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except (RuntimeError, NotImplementedError):   # no driver, no data (meta), device errors
        return False
    return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
