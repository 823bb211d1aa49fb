# Mistake: "they raise a `RuntimeError` (or an `AssertionError`, as a PyTorch built without CUDA does), which your function catches" / "Any exception on the way means the device does not work: return False instead of raising": it catches only the RuntimeError and NotImplementedError seen on this machine, so an accelerator that raises AssertionError makes it raise instead of returning False.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except (RuntimeError, NotImplementedError):   # CUDA without a GPU, and the meta device
        return False
    return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
