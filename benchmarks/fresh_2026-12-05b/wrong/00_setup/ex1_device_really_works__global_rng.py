# Mistake: "draw the random matrices from your own torch.Generator ... not from the global random generator" — calls torch.randn without a generator, advancing the global RNG.
def device_really_works(device) -> bool:
    a = torch.randn(64, 64)
    b = torch.randn(64, 64)
    try:
        on_device = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(on_device, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
