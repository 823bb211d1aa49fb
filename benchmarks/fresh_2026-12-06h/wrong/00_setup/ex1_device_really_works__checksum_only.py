# Mistake: "returns True only when a small matrix product computed on device ... matches the same product computed on the CPU" (must-handle: wrong products include "every entry shifted one place along") — it compares only a fingerprint of the product (its sum and its norm, with allclose), which a product whose entries are shifted one place along (a permutation) leaves unchanged, so that faulty device is called working.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        fingerprint = torch.stack([got.sum(), got.norm()])
        reference = torch.stack([expected.sum(), expected.norm()])
        return bool(torch.allclose(fingerprint, reference, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
