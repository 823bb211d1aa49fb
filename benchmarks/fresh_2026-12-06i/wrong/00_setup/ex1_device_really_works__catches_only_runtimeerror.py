# Mistake: "or whose matrix products raise a `RuntimeError` (or an `AssertionError`, as a PyTorch built without CUDA does): your function answers `False` for it, without raising" — only RuntimeError is caught, so a device whose product raises AssertionError (a CPU-only build asked for cuda) propagates the exception instead of answering False.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except RuntimeError:          # "CUDA error", "no data" on meta, ...
        return False
    return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
