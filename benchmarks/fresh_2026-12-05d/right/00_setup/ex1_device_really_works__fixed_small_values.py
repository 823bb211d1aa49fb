# Right: fixed, small, non-uniform values (no RNG touched at all) whose product differs entry by entry; magnitudes stay near 1 so a 0.5 or +1 error, a roll, NaN or zeros are all beyond rtol=atol=1e-3, and the explicit isfinite check rejects NaN.
def device_really_works(device) -> bool:
    try:
        a = (torch.arange(24 * 24, dtype=torch.float32).reshape(24, 24) % 7 - 3) / 7
        b = (torch.arange(24 * 24, dtype=torch.float32).reshape(24, 24).t() % 5 - 2) / 5
        expected = a @ b
        da = a.to(device)
        db = b.to(device)
        got = (da @ db).cpu()
        if got.shape != expected.shape or not bool(torch.isfinite(got).all()):
            return False
        return bool(torch.allclose(got, expected, rtol=1e-3, atol=1e-3))
    except Exception:
        return False
