# Mistake: "whose matrix products are ... wrong without raising (... one entry NaN ...): your function answers False for it" — it tests "no entry is further than the tolerance" with `>`; a NaN entry compares False with everything, so a product with a NaN entry is called working.
def device_really_works(device) -> bool:
    try:
        g = torch.Generator().manual_seed(0)
        a = torch.randn(64, 64, generator=g)
        b = torch.randn(64, 64, generator=g)
        expected = a @ b
        got = (a.to(device) @ b.to(device)).cpu()
        if got.shape != expected.shape:
            return False
        # allclose's own rule, |got - expected| <= atol + rtol * |expected|, written out
        too_far = (got - expected).abs() > 1e-3 + 1e-3 * expected.abs()
        return not bool(too_far.any())
    except Exception:
        return False
