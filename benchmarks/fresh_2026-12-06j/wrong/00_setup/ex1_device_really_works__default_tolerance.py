# Mistake: "with a tolerance suited to float32: rtol and atol around 1e-3" and "a working accelerator whose products differ from the CPU's in the last digits ... must answer True": torch.allclose's defaults (rtol=1e-5, atol=1e-8) call such a working accelerator broken.
def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b))
    except Exception:
        return False
