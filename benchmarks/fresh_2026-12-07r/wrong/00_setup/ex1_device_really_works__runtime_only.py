# Mistake: "or they raise a `RuntimeError` (or an `AssertionError`, as a PyTorch built without CUDA does), which your function catches" -- only RuntimeError is caught, so a device that raises AssertionError makes the function raise instead of returning False.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except RuntimeError:
        return False
    return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
