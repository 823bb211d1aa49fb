# Mistake: "Leave the global state as you found it ... and print nothing to stderr" — the except branch prints the traceback to stderr for meta and every failing device.
import traceback


def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        got = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        traceback.print_exc()
        return False
