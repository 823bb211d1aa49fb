# Mistake: "compute the product from inputs that are both on `device`" / "a working accelerator that ... refuses an operation that mixes its tensors with CPU tensors: your check must answer True": only `a` is moved, so `a_dev @ b` raises on such a device and the answer is False.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        got = (a.to(device) @ b).cpu()      # b "comes along" automatically on the CPU
        return bool(torch.allclose(got, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
