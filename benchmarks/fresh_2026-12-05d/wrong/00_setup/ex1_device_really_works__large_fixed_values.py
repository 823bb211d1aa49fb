# Mistake: "a faulty device whose matrix products come back wrong (a little ...: one entry 0.5 off, 1 too large)" — the fixed inputs arange(0, 4096) give product entries around 1e9, so rtol=1e-3 tolerates errors of millions and a product that is 1 too large or one entry 0.5 off passes as working.
def device_really_works(device) -> bool:
    try:
        a = torch.arange(64 * 64, dtype=torch.float32).reshape(64, 64)
        b = a.t().contiguous()
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
