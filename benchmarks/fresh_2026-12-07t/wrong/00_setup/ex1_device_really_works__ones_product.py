# Mistake: "fixed values whose product is not the same number everywhere": the product of two all-ones matrices is 8 in every entry, so a faulty accelerator whose product has "every entry shifted one place along" matches the CPU's and is answered True.
def device_really_works(device) -> bool:
    try:
        a = torch.ones(8, 8)
        expected = a @ a
        on_device = a.to(device)
        got = (on_device @ on_device).cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
