# Mistake: "and print nothing to stderr" — the caught exception is reported with traceback.print_exc(), which writes to stderr for meta and every raising device.
import traceback


def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        traceback.print_exc()
        return False
