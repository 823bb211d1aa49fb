# Mistake: "matches the same product computed on the CPU" — compares only the sum of the product (a checksum), which agrees on random inputs but not for a faulty device whose entries come back shifted one place along (same sum, wrong matrix)
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = (a @ b).sum()
        got = (a.to(device) @ b.to(device)).sum().cpu()
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
