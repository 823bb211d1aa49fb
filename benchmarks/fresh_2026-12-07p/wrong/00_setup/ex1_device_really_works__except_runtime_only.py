# Mistake: "Any exception on the way means the device does not work: return False instead of raising" and "they raise a `RuntimeError` (or an `AssertionError`, as a PyTorch built without CUDA does), which your function catches": only RuntimeError and NotImplementedError (the two errors the notebook showed) are caught, so an accelerator that raises AssertionError (a CPU-only build asked for cuda) makes the function raise instead of returning False.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        want = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, want, rtol=1e-3, atol=1e-3))
    except (RuntimeError, NotImplementedError):   # CUDA missing, meta has no data
        return False
