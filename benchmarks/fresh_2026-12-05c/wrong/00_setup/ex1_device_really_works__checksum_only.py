# Mistake: "a faulty device whose matrix products come back wrong ... your check must answer `False` there" — compares only the sums of the products, so a product with its first and last entries swapped (same sum) passes
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        got = (a.to(device) @ b.to(device)).cpu()
        return abs(got.sum().item() - (a @ b).sum().item()) < 1e-2
    except Exception:
        return False
