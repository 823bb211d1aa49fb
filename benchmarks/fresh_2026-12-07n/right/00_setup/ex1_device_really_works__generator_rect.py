# Right: two rectangular matrices drawn from a private generator, compared with an explicit max-error test instead of allclose.
def device_really_works(device) -> bool:
    gen = torch.Generator()
    gen.manual_seed(1234)
    left = torch.randn(16, 24, generator=gen)
    right = torch.randn(24, 12, generator=gen)
    reference = left @ right
    try:
        result = torch.matmul(left.to(device), right.to(device)).cpu()
        if result.shape != reference.shape:
            return False
        tol = 1e-3 + 1e-3 * reference.abs()
        ok = bool(((result - reference).abs() <= tol).all())
        return ok and not bool(torch.isnan(result).any())
    except Exception:
        return False
