# Mistake: "Leave the global state as you found it: draw the random matrices from your own `torch.Generator`" — draws from torch.randn's global generator, advancing the caller's random stream on every call
def device_really_works(device) -> bool:
    try:
        a = torch.randn(32, 32)
        b = torch.randn(32, 32)
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
