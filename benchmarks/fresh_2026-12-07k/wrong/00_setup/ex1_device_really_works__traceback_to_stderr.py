# Mistake: "Print nothing to stderr" -- prints the traceback of the exception it caught (to stderr) before returning False, for the meta device, for cuda on a machine without a GPU and for every device whose products raise.
import traceback


def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        traceback.print_exc()      # show why the device failed
        return False
