# Mistake: "Leave the global state as you found it: draw the random matrices from your own `torch.Generator`" — torch.manual_seed(0) reseeds the global generator, so the caller's random stream changes after every check.
def device_really_works(device) -> bool:
    torch.manual_seed(0)
    a = torch.randn(64, 64)
    b = torch.randn(64, 64)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
    except Exception:
        return False
    return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
