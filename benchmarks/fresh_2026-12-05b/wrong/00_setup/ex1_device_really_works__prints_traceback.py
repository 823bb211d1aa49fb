# Mistake: "print nothing to stderr" — prints the traceback of the failure to stderr before returning False.
import traceback


def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        on_device = (a.to(device) @ b.to(device)).cpu()
    except Exception:
        traceback.print_exc()
        return False
    return bool(torch.allclose(on_device, a @ b, rtol=1e-3, atol=1e-3))
