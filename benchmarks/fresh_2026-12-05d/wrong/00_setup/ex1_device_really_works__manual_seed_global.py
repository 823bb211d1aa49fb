# Mistake: "draw the random matrices from your own `torch.Generator` ... not from the global random generator" — torch.manual_seed(0) reseeds the global generator, so the caller's random stream after the call is not the one it had (global state changed).
def device_really_works(device) -> bool:
    try:
        torch.manual_seed(0)
        a = torch.randn(64, 64)
        b = torch.randn(64, 64)
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
