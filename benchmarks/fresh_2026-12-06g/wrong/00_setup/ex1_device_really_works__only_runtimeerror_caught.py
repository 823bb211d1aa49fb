# Mistake: "Any exception on the way means the device does not work: return False instead of raising" — catches only RuntimeError, so a device that fails with AssertionError (as a PyTorch built without CUDA does, a case the prompt lists) makes the check raise instead of answering False
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except RuntimeError:
        return False
    return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
