# Mistake: "It returns True only when a small matrix product computed on device ... matches" — the answer is cached per device type, so a second accelerator of the same type (one right, one faulty) gets the first one's verdict on the second call
_VERDICTS = {}


def device_really_works(device) -> bool:
    key = torch.device(device).type
    if key in _VERDICTS:
        return _VERDICTS[key]
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        got = (a.to(device) @ b.to(device)).cpu()
        ok = bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        ok = False
    _VERDICTS[key] = ok
    return ok
