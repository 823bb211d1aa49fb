# Mistake: "use fixed values whose product is not the same number everywhere": with all-ones matrices every entry of the product is 8, so an accelerator whose products come back "every entry shifted one place along" still matches and is called working.
def device_really_works(device) -> bool:
    try:
        a = torch.ones(8, 8)
        b = torch.ones(8, 8)
        on_device = (a.to(device) @ b.to(device)).cpu()
        return bool(torch.allclose(on_device, a @ b, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
