# Mistake: "they raise a RuntimeError (or an AssertionError, as a PyTorch built without CUDA does), which your function catches" / "Any exception on the way means the device does not work: return False instead of raising": only RuntimeError and NotImplementedError (meta) are caught, so an accelerator that raises AssertionError makes the function raise.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(32, 32, generator=g)
    b = torch.randn(32, 32, generator=g)
    try:
        on_device = (a.to(device) @ b.to(device)).cpu()
    except (RuntimeError, NotImplementedError):   # no driver / no data on meta
        return False
    return bool(torch.allclose(on_device, a @ b, rtol=1e-3, atol=1e-3))
