# Mistake: "they raise a RuntimeError (or an AssertionError, as a PyTorch built without CUDA does), which your function catches": only RuntimeError is caught, so a device that fails with AssertionError("Torch not compiled with CUDA enabled") makes the function raise instead of returning False.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(32, 32, generator=g)
    b = torch.randn(32, 32, generator=g)
    expected = a @ b
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except RuntimeError:          # "CUDA calls raise RuntimeError"
        return False
    except NotImplementedError:   # meta: no data
        return False
    return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
