# Mistake: "Print nothing to stderr" / "no warnings (a notebook prints them on stderr)": when the device fails (meta, cuda without a GPU, a raising accelerator) it prints the reason to stderr before returning False.
import sys


def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception as err:
        print(f"device {device} does not work: {type(err).__name__}: {err}", file=sys.stderr)
        return False
