# Diagnosis: wrote-stderr
# Pitfall: "Print nothing to stderr.": on every device that fails (meta, a faulty or raising accelerator) the check issues a warning, which a notebook prints on stderr (batch l, 2026-12-07).
import warnings


def device_really_works(device) -> bool:
    g = torch.Generator().manual_seed(0)
    a = torch.randn(64, 64, generator=g)
    b = torch.randn(64, 64, generator=g)
    try:
        got = (a.to(device) @ b.to(device)).cpu()
        ok = bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception as err:
        warnings.warn(f"device {device} failed the check: {type(err).__name__}: {err}")
        return False
    if not ok:
        warnings.warn(f"device {device} computes wrong numbers")
    return ok
