# Mistake: "compute the product from inputs that are both on `device`" / "a working accelerator that ... refuses an operation that mixes its tensors with CPU tensors: your check must answer True there": only `a` is moved, so `a_dev @ b` mixes devices, raises on every real accelerator and the check answers False for a working one.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        on_device = (a.to(device) @ b).cpu()
        return bool(torch.allclose(on_device, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
