# Mistake: "they raise a `RuntimeError` (or an `AssertionError`, as a PyTorch built without CUDA does), which your function catches": only RuntimeError and NotImplementedError (meta) are caught, so an accelerator that raises AssertionError propagates out instead of returning False.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except (RuntimeError, NotImplementedError):
        return False
