# Mistake: "Leave the global state as you found it: draw the random matrices on the CPU from your own `torch.Generator`" — torch.randn without a generator advances the global RNG on every call, although the answer itself is right.
def device_really_works(device) -> bool:
    try:
        a = torch.randn(64, 64)
        b = torch.randn(64, 64)
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
