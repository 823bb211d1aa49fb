# Mistake: "Print nothing to stderr." — on a device that fails (meta, a build without CUDA) the exception is printed to stderr with traceback.print_exc() before returning False.
import traceback


def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        traceback.print_exc()        # show why the device failed
        return False
